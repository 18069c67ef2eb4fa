// Money, dates, status words and typed amounts per locale: exact digits from integers,
// the locale's marks and currency pattern, the strict amount rule, "Pendente (PE)".
#include "app/interfacelanguage.h"
#include "models/format.h"
#include "core/reports/csvreportwriter.h"
#include "ui/dialogs/localizedamount.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QDate>
#include <QtTest>

using namespace dd;
using namespace Qt::StringLiterals;

namespace {

// Qt writes a no-break space (U+00A0 or U+202F) between symbol and number in some locales.
QString plainSpaces(QString text)
{
    return text.replace(QChar(0x00A0), u' ').replace(QChar(0x202F), u' ');
}

} // namespace

class TestLocaleFormats : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { QLocale::setDefault(QLocale::c()); }

    void money_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<qint64>("hundredths");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("expected");
        QTest::newRow("pt_BR real") << u"pt_BR"_qs << qint64(123456) << u"BRL"_qs << u"R$ 1.234,56"_qs;
        QTest::newRow("pt_BR dollar") << u"pt_BR"_qs << qint64(1200) << u"USD"_qs << u"US$ 12,00"_qs;
        QTest::newRow("pt_BR peso mexicano") << u"pt_BR"_qs << qint64(149900) << u"MXN"_qs << u"MX$ 1.499,00"_qs;
        QTest::newRow("pt_BR million") << u"pt_BR"_qs << qint64(100000000005) << u"BRL"_qs
                                       << u"R$ 1.000.000.000,05"_qs;
        QTest::newRow("pt_BR negative") << u"pt_BR"_qs << qint64(-100) << u"BRL"_qs << u"R$ -1,00"_qs;
        QTest::newRow("en_US dollar") << u"en_US"_qs << qint64(123456) << u"USD"_qs << u"$1,234.56"_qs;
        QTest::newRow("en_US real") << u"en_US"_qs << qint64(218890) << u"BRL"_qs << u"R$2,188.90"_qs;
        QTest::newRow("es_MX peso") << u"es_MX"_qs << qint64(123456) << u"MXN"_qs << u"$1,234.56"_qs;
        QTest::newRow("es_MX real") << u"es_MX"_qs << qint64(5) << u"BRL"_qs << u"R$0.05"_qs;
        QTest::newRow("es_MX dollar") << u"es_MX"_qs << qint64(3500) << u"USD"_qs << u"US$35.00"_qs;
        QTest::newRow("C locale reads as en_US") << u"C"_qs << qint64(218890) << u"BRL"_qs << u"R$2,188.90"_qs;
        QTest::newRow("unknown currency") << u"pt_BR"_qs << qint64(100) << u"XYZ"_qs << u"XYZ 1,00"_qs;
        // Spain groups from five digits on; Qt 6.4 alone would write 1534.325,00 for a million and a half.
        QTest::newRow("es_ES four digits") << u"es_ES"_qs << qint64(123400) << u"EUR"_qs << u"1234,00 €"_qs;
        QTest::newRow("es_ES five digits") << u"es_ES"_qs << qint64(1234500) << u"EUR"_qs << u"12.345,00 €"_qs;
        QTest::newRow("es_ES millions") << u"es_ES"_qs << qint64(153432500) << u"EUR"_qs << u"1.534.325,00 €"_qs;
        QTest::newRow("es_ES negative millions") << u"es_ES"_qs << qint64(-999999999999) << u"EUR"_qs
                                                 << u"-9.999.999.999,99 €"_qs;
        QTest::newRow("es_CL peso millions") << u"es_CL"_qs << qint64(153432500) << u"CLP"_qs << u"$1.534.325"_qs;
    }

    void money()
    {
        QFETCH(QString, locale);
        QFETCH(qint64, hundredths);
        QFETCH(QString, currency);
        QFETCH(QString, expected);
        QCOMPARE(plainSpaces(formatMoney(hundredths, currency, QLocale(locale))), expected);
    }

    void dates_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("expected");
        QTest::newRow("pt_BR") << u"pt_BR"_qs << u"22/11/2026"_qs;
        // The locale's order and separators, always with a four-digit year (CLDR's short es_MX and
        // en_US formats have two).
        QTest::newRow("es_MX") << u"es_MX"_qs << u"22/11/2026"_qs;
        QTest::newRow("en_US") << u"en_US"_qs << u"11/22/2026"_qs;
        QTest::newRow("es_419") << u"es_419"_qs << u"22/11/2026"_qs;
    }

    void dates()
    {
        QFETCH(QString, locale);
        QFETCH(QString, expected);
        QCOMPARE(formatDate(QDate(2026, 11, 22), QLocale(locale)), expected);
    }

    void typedAmounts_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("hundredths");   // -1: refused
        QTest::addColumn<int>("kind");            // why it is refused
        using K = LocalizedAmountError::Kind;
        const auto ok = [](const char *name, const char *locale, const QString &text, qint64 value) {
            QTest::newRow(name) << QString::fromLatin1(locale) << text << value << -1;
        };
        const auto refused = [](const char *name, const char *locale, const QString &text, K kind) {
            QTest::newRow(name) << QString::fromLatin1(locale) << text << qint64(-1) << int(kind);
        };
        ok("pt_BR comma decimals", "pt_BR", u"1234,56"_qs, 123456);
        ok("pt_BR one decimal", "pt_BR", u"0,5"_qs, 50);
        ok("pt_BR whole", "pt_BR", u"1234"_qs, 123400);
        ok("pt_BR grouped with decimals", "pt_BR", u"1.234,56"_qs, 123456);
        ok("pt_BR two groups", "pt_BR", u"1.234.567,00"_qs, 123456700);
        ok("pt_BR spaces around", "pt_BR", u"  12,30 "_qs, 1230);
        refused("pt_BR grouping alone: 1234 or 1.234?", "pt_BR", u"1.234"_qs, K::Ambiguous);
        ok("pt_BR two groups alone: millions", "pt_BR", u"2.400.000"_qs, 240000000);
        refused("pt_BR two groups badly placed", "pt_BR", u"2.40.000"_qs, K::MisplacedGrouping);
        refused("pt_BR English decimal", "pt_BR", u"12.50"_qs, K::MisplacedGrouping);
        refused("pt_BR English grouping", "pt_BR", u"1,234.56"_qs, K::MisplacedGrouping);
        refused("pt_BR group after decimal", "pt_BR", u"1,234.5"_qs, K::MisplacedGrouping);
        refused("pt_BR two decimal marks", "pt_BR", u"1,2,3"_qs, K::NotANumber);
        refused("pt_BR badly placed group", "pt_BR", u"12.34,00"_qs, K::MisplacedGrouping);
        refused("pt_BR three decimals", "pt_BR", u"1,234"_qs, K::TooManyDecimals);
        refused("pt_BR zero", "pt_BR", u"0,00"_qs, K::Zero);
        refused("pt_BR empty", "pt_BR", u"  "_qs, K::Empty);
        refused("pt_BR symbol", "pt_BR", u"R$ 10,00"_qs, K::NotANumber);
        refused("pt_BR negative", "pt_BR", u"-10,00"_qs, K::NotANumber);
        refused("pt_BR trailing mark", "pt_BR", u"10,"_qs, K::NotANumber);
        refused("pt_BR leading mark", "pt_BR", u",5"_qs, K::NotANumber);
        refused("pt_BR exponent", "pt_BR", u"1e3"_qs, K::NotANumber);
        refused("pt_BR arabic-indic digits", "pt_BR", u"\u0661\u0662"_qs, K::NotANumber);
        refused("pt_BR too large", "pt_BR", u"99999999999999999999"_qs, K::TooLarge);
        ok("es_MX point decimals", "es_MX", u"1499.90"_qs, 149990);
        ok("es_MX grouped with decimals", "es_MX", u"1,499.90"_qs, 149990);
        refused("es_MX grouping alone", "es_MX", u"1,499"_qs, K::Ambiguous);
        refused("es_MX comma decimal", "es_MX", u"1499,90"_qs, K::MisplacedGrouping);
        ok("es_ES comma decimals", "es_ES", u"1499,90"_qs, 149990);
        refused("es_ES grouping alone", "es_ES", u"1.499"_qs, K::Ambiguous);
        ok("en_US point decimals", "en_US", u"12.5"_qs, 1250);
        ok("en_US grouped", "en_US", u"12,345.00"_qs, 1234500);
        refused("en_US grouping alone", "en_US", u"12,345"_qs, K::Ambiguous);
        ok("en_US two groups alone", "en_US", u"1,234,567"_qs, 123456700);
        refused("en_US swapped marks", "en_US", u"1.234,50"_qs, K::MisplacedGrouping);
    }

    void typedAmounts()
    {
        QFETCH(QString, locale);
        QFETCH(QString, text);
        QFETCH(qint64, hundredths);
        QFETCH(int, kind);
        const auto parsed = parseLocalizedAmount(text, QLocale(locale));
        if (hundredths >= 0) {
            QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error().message()));
            QCOMPARE(parsed.value(), hundredths);
        } else {
            QVERIFY2(!parsed, qPrintable(QString::number(parsed ? parsed.value() : 0)));
            QCOMPARE(int(parsed.error().kind), kind);
            QVERIFY(!parsed.error().message().isEmpty());
        }
    }

    // What a field shows is what it reads back, in every locale.
    void fieldTextRoundTrips_data()
    {
        QTest::addColumn<QString>("locale");
        for (const char *name : {"pt_BR", "es_MX", "es_ES", "en_US", "de_DE", "fr_FR"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void fieldTextRoundTrips()
    {
        QFETCH(QString, locale);
        for (qint64 value : {qint64(1), qint64(50), qint64(123456), qint64(100000000)}) {
            const QString shown = formatLocalizedAmount(value, QLocale(locale));
            const auto parsed = parseLocalizedAmount(shown, QLocale(locale));
            QVERIFY2(parsed && parsed.value() == value, qPrintable(shown));
        }
    }

    void statusWordsWithCodes_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("pending");
        QTest::addColumn<QString>("requested");
        QTest::addColumn<QString>("unknown");
        QTest::newRow("en") << u"en"_qs << u"Pending (PE)"_qs << u"Requested (RE)"_qs << u"Unknown"_qs;
        QTest::newRow("pt_BR") << u"pt_BR"_qs << u"Pendente (PE)"_qs << u"Solicitado (RE)"_qs << u"Desconhecido"_qs;
        QTest::newRow("es") << u"es"_qs << u"Pendiente (PE)"_qs << u"Solicitado (RE)"_qs << u"Desconocido"_qs;
    }

    void statusWordsWithCodes()
    {
        QFETCH(QString, language);
        QFETCH(QString, pending);
        QFETCH(QString, requested);
        QFETCH(QString, unknown);
        const QLocale locale = installInterfaceLanguage(*QCoreApplication::instance(), language);
        QCOMPARE(paymentStatusLabel(PaymentStatus::Pending), pending);
        QCOMPARE(refundStatusLabel(RefundStatus::Requested), requested);
        QCOMPARE(paymentStatusLabel(PaymentStatus::Unknown), unknown);
        QCOMPARE(QLocale().name(), locale.name());
        removeTranslators();
    }

    // Counts in the status bar: the right plural in every language (English from directdesk_en.ts,
    // which holds only plural forms) and the locale's digit grouping.
    void pluralCounts_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("one");
        QTest::addColumn<QString>("many");
        QTest::newRow("en") << u"en"_qs << u"1 payment"_qs << u"1,000,000 payments"_qs;
        QTest::newRow("pt_BR") << u"pt_BR"_qs << u"1 pagamento"_qs << u"1.000.000 pagamentos"_qs;
        QTest::newRow("es") << u"es"_qs << u"1 pago"_qs << u"1,000,000 pagos"_qs;
    }

    void pluralCounts()
    {
        QFETCH(QString, language);
        QFETCH(QString, one);
        QFETCH(QString, many);
        installInterfaceLanguage(*QCoreApplication::instance(), language);
        QCOMPARE(QCoreApplication::translate("dd::StatusPanel", "%Ln payment(s)", nullptr, 1), one);
        QCOMPARE(QCoreApplication::translate("dd::StatusPanel", "%Ln payment(s)", nullptr, 1'000'000), many);
        removeTranslators();
    }

    // "es" alone means Latin-American Spanish (the system here is C), not Spain; "" follows the
    // system, and the C locale reads as en_US.
    void languageToLocale_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("locale");
        QTest::newRow("system C") << QString() << u"en_US"_qs;
        QTest::newRow("es") << u"es"_qs << u"es_419"_qs;
        QTest::newRow("es_MX") << u"es_MX"_qs << u"es_MX"_qs;
        QTest::newRow("pt_BR") << u"pt_BR"_qs << u"pt_BR"_qs;
        QTest::newRow("en") << u"en"_qs << u"en_US"_qs;
    }

    void languageToLocale()
    {
        QFETCH(QString, language);
        QFETCH(QString, locale);
        QCOMPARE(installInterfaceLanguage(*QCoreApplication::instance(), language).name(), locale);
        QCOMPARE(QLocale().name(), locale);
        removeTranslators();
    }

    // The language picks the words, the region the formats: given with the language, as a
    // setting, or the system's; a bare "es" on a system without a region stays es_419.
    void languageAndRegion_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("locale");
        QTest::newRow("es, C system") << u"es"_s << QString() << u"C"_s << u"es_419"_s;
        QTest::newRow("es on a Chilean system") << u"es"_s << QString() << u"es_CL"_s << u"es_CL"_s;
        QTest::newRow("es on a Mexican system") << u"es"_s << QString() << u"es_MX"_s << u"es_MX"_s;
        QTest::newRow("system language, Colombian system") << QString() << QString() << u"es_CO"_s << u"es_CO"_s;
        QTest::newRow("es_CL given") << u"es_CL"_s << QString() << u"C"_s << u"es_CL"_s;
        QTest::newRow("es_MX given beats the system") << u"es_MX"_s << QString() << u"es_CL"_s << u"es_MX"_s;
        QTest::newRow("es_MX given beats the setting") << u"es_MX"_s << u"CL"_s << u"C"_s << u"es_MX"_s;
        QTest::newRow("es with region setting CL") << u"es"_s << u"CL"_s << u"C"_s << u"es_CL"_s;
        QTest::newRow("es with region setting AR") << u"es"_s << u"AR"_s << u"en_US"_s << u"es_AR"_s;
        QTest::newRow("setting beats the system") << u"es"_s << u"CO"_s << u"es_MX"_s << u"es_CO"_s;
        QTest::newRow("pt_BR") << u"pt_BR"_s << QString() << u"C"_s << u"pt_BR"_s;
        QTest::newRow("en, C system") << u"en"_s << QString() << u"C"_s << u"en_US"_s;
    }

    void languageAndRegion()
    {
        QFETCH(QString, language);
        QFETCH(QString, region);
        QFETCH(QString, system);
        QFETCH(QString, locale);
        QCOMPARE(formatLocaleFor(language, region, QLocale(system)).name(), locale);
    }

    // A Spanish system locale without a country is Latin America, as a bare "es" is (Qt completes
    // it as Spain, whose formats Qt 6.4 writes 1534.325 for a million and a half); with a country,
    // or in another language, the system's locale stays as Qt made it.
    void systemLocaleWithoutACountry_data()
    {
        QTest::addColumn<QString>("environment");
        QTest::addColumn<QString>("completed");
        QTest::addColumn<QString>("locale");
        QTest::newRow("es.UTF-8") << u"es.UTF-8"_s << u"es_ES"_s << u"es_419"_s;
        QTest::newRow("es") << u"es"_s << u"es_ES"_s << u"es_419"_s;
        QTest::newRow("es@euro") << u"es@euro"_s << u"es_ES"_s << u"es_419"_s;
        QTest::newRow("es_ES.UTF-8") << u"es_ES.UTF-8"_s << u"es_ES"_s << u"es_ES"_s;
        QTest::newRow("es_CL.UTF-8") << u"es_CL.UTF-8"_s << u"es_CL"_s << u"es_CL"_s;
        QTest::newRow("es-MX") << u"es-MX"_s << u"es_MX"_s << u"es_MX"_s;
        QTest::newRow("pt.UTF-8") << u"pt.UTF-8"_s << u"pt_PT"_s << u"pt_PT"_s;
        QTest::newRow("C") << u"C"_s << u"C"_s << u"C"_s;
    }

    void systemLocaleWithoutACountry()
    {
        QFETCH(QString, environment);
        QFETCH(QString, completed);
        QFETCH(QString, locale);
        const QLocale system = systemLocaleFrom(environment, QLocale(completed));
        QCOMPARE(system.name(), locale);
        // And the formats that follow from it when the language is the system's.
        QCOMPARE(formatLocaleFor(QString(), QString(), system).name(), locale == u"C"_s ? u"en_US"_s : locale);
        // And what the application then formats with: Qt's system locale (es_ES for es.UTF-8) is
        // not the one it reads, so it becomes the default.
        QLocale::setDefault(QLocale(completed));   // Qt's default until DirectDesk sets one
        installInterfaceLanguage(*QCoreApplication::instance(), QString(), QString(), environment, QLocale(completed));
        QCOMPARE(QLocale().name(), locale == u"C"_s ? u"en_US"_s : locale);
        removeTranslators();
    }

    // English words in Chile: Qt has no en_CL, so the region's own locale writes the numbers.
    void englishWordsInAChileanRegion()
    {
        const QLocale formats = formatLocaleFor(u"en"_s, u"CL"_s, QLocale::c());
        QCOMPARE(formats.territory(), QLocale::Chile);
        QCOMPARE(formatAmount(123456, formats), u"1.234,56"_s);
    }

    // Each region's marks for display, input and CSV.
    void regionalNumbers_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("shown");
        QTest::addColumn<QString>("separator");   // the CSV default
        QTest::addColumn<bool>("bom");
        QTest::newRow("es_CL") << u"es_CL"_s << u"1.234,56"_s << u";"_s << true;
        QTest::newRow("es_AR") << u"es_AR"_s << u"1.234,56"_s << u";"_s << true;
        QTest::newRow("es_CO") << u"es_CO"_s << u"1.234,56"_s << u";"_s << true;
        QTest::newRow("pt_BR") << u"pt_BR"_s << u"1.234,56"_s << u";"_s << true;
        QTest::newRow("es_MX") << u"es_MX"_s << u"1,234.56"_s << u","_s << false;
        QTest::newRow("en_US") << u"en_US"_s << u"1,234.56"_s << u","_s << false;
    }

    void regionalNumbers()
    {
        QFETCH(QString, locale);
        QFETCH(QString, shown);
        QFETCH(QString, separator);
        QFETCH(bool, bom);
        const QLocale region(locale);
        QCOMPARE(formatAmount(123456, u"BRL"_s, region), shown);
        const auto typed = parseLocalizedAmount(shown, region, u"BRL"_s);
        QVERIFY(typed);
        QCOMPARE(typed.value(), qint64(123456));
        const CsvOptions csv = csvDefaultsFor(region);
        QCOMPARE(QString(csv.separator), separator);
        QCOMPARE(csv.decimalMark, region.decimalPoint().at(0));
        QCOMPARE(csv.byteOrderMark, bom);
    }

    // A Chilean export with the region's defaults: ';', a decimal comma, a BOM, and pesos whole.
    void chileanCsv()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"cl.csv"_s);
        CsvReportWriter writer(path, csvDefaultsFor(QLocale(u"es_CL"_s)), QTimeZone::utc());
        QVERIFY(writer.begin({ReportColumn::MerchantPaymentCode, ReportColumn::AmountExt}));
        QVERIFY(writer.row({u"cl-1"_s, ReportAmount{50000000, u"CLP"_s}}));
        QVERIFY(writer.row({u"cl-2"_s, ReportAmount{123456, u"USD"_s}}));
        QVERIFY(writer.row({u"cl-3"_s, ReportAmount{50000050, u"CLP"_s}}));   // a stray cent is kept
        QVERIFY(writer.end(ReportTotals()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
        const QList<QByteArray> lines = bytes.mid(3).split('\n');
        QCOMPARE(lines.value(1).trimmed(), QByteArray("cl-1;500000"));
        QCOMPARE(lines.value(2).trimmed(), QByteArray("cl-2;1234,56"));
        QCOMPARE(lines.value(3).trimmed(), QByteArray("cl-3;500000,50"));
    }

    // A currency's decimals decide what a typed amount may hold: "500.000" is five hundred thousand
    // Chilean pesos in es_CL, and refused for dollars (which have cents: 500 or 500000?).
    void typedAmountsInACurrency_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("hundredths");   // -1: refused
        QTest::addColumn<int>("kind");
        using K = LocalizedAmountError::Kind;
        const auto ok = [](const char *name, const char *locale, const char *currency, const QString &text, qint64 value) {
            QTest::newRow(name) << QString::fromLatin1(locale) << QString::fromLatin1(currency) << text << value << -1;
        };
        const auto refused = [](const char *name, const char *locale, const char *currency, const QString &text, K kind) {
            QTest::newRow(name) << QString::fromLatin1(locale) << QString::fromLatin1(currency) << text << qint64(-1)
                                << int(kind);
        };
        ok("es_CL CLP grouped", "es_CL", "CLP", u"500.000"_s, 50000000);
        ok("es_CL CLP plain", "es_CL", "CLP", u"500000"_s, 50000000);
        ok("es_CL CLP millions", "es_CL", "CLP", u"1.500.000"_s, 150000000);
        refused("es_CL CLP with cents", "es_CL", "CLP", u"500.000,50"_s, K::TooManyDecimals);
        refused("es_CL CLP zero cents", "es_CL", "CLP", u"500,00"_s, K::TooManyDecimals);
        refused("es_CL CLP badly grouped", "es_CL", "CLP", u"50.0000"_s, K::MisplacedGrouping);
        ok("es_MX CLP grouped", "es_MX", "CLP", u"500,000"_s, 50000000);
        refused("es_MX CLP with point: three decimals", "es_MX", "CLP", u"500.000"_s, K::TooManyDecimals);
        refused("es_MX USD 500.000", "es_MX", "USD", u"500.000"_s, K::TooManyDecimals);
        refused("es_CL USD 500.000", "es_CL", "USD", u"500.000"_s, K::Ambiguous);
        ok("es_CL USD with cents", "es_CL", "USD", u"500.000,50"_s, 50000050);
        ok("pt_BR PYG grouped", "pt_BR", "PYG", u"7.000"_s, 700000);
        ok("es_CO COP cents", "es_CO", "COP", u"1.234,56"_s, 123456);
    }

    void typedAmountsInACurrency()
    {
        QFETCH(QString, locale);
        QFETCH(QString, currency);
        QFETCH(QString, text);
        QFETCH(qint64, hundredths);
        QFETCH(int, kind);
        const auto parsed = parseLocalizedAmount(text, QLocale(locale), currency);
        if (hundredths >= 0) {
            QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error().message()));
            QCOMPARE(parsed.value(), hundredths);
            // What the field shows for it reads back the same.
            const QString shown = formatLocalizedAmount(hundredths, QLocale(locale), currency);
            const auto again = parseLocalizedAmount(shown, QLocale(locale), currency);
            QVERIFY2(again && again.value() == hundredths, qPrintable(shown));
        } else {
            QVERIFY2(!parsed, qPrintable(QString::number(parsed ? parsed.value() : 0)));
            QCOMPARE(int(parsed.error().kind), kind);
            if (parsed.error().kind == LocalizedAmountError::Kind::TooManyDecimals && currency == u"CLP")
                QVERIFY(parsed.error().message().contains(currency));
        }
    }

    void cliLanguageOption_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("language");   // "-": the option has no value
        QTest::addColumn<QStringList>("rest");
        const QString cli = QStringLiteral("directdesk-cli");
        QTest::newRow("absent") << QStringList{cli, u"sync"_qs} << QString() << QStringList{cli, u"sync"_qs};
        QTest::newRow("before the command") << QStringList{cli, u"--lang"_qs, u"pt_BR"_qs, u"sync"_qs} << u"pt_BR"_qs
                                            << QStringList{cli, u"sync"_qs};
        QTest::newRow("after the command, with =") << QStringList{cli, u"sync"_qs, u"--lang=es"_qs, u"--all"_qs}
                                                   << u"es"_qs << QStringList{cli, u"sync"_qs, u"--all"_qs};
        QTest::newRow("no value") << QStringList{cli, u"sync"_qs, u"--lang"_qs} << u"-"_qs << QStringList{};
        QTest::newRow("longer option untouched") << QStringList{cli, u"--language"_qs, u"es"_qs} << QString()
                                                 << QStringList{cli, u"--language"_qs, u"es"_qs};
    }

    void cliLanguageOption()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, language);
        QFETCH(QStringList, rest);
        const std::optional<QString> taken = takeLanguageOption(arguments);
        if (language == u"-") {
            QVERIFY(!taken);
            return;
        }
        QVERIFY(taken);
        QCOMPARE(*taken, language);
        QCOMPARE(arguments, rest);
    }

private:
    static void removeTranslators()
    {
        // installInterfaceLanguage parents its translators to the application.
        for (QTranslator *translator : QCoreApplication::instance()->findChildren<QTranslator *>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    }
};

QTEST_GUILESS_MAIN(TestLocaleFormats)
#include "tst_localeformats.moc"
