// The Overview's pages in the PDF summary: drawn with QPainter (no widgets), with each currency's
// confirmed total, the status counts and the vouchers due as text a reader (pdftotext) finds.

#include "overviewtestdata.h"

#include "core/cache/cachesession.h"
#include "core/cache/vault.h"
#include "core/domain/dateformat.h"
#include "core/domain/moneyformat.h"
#include "core/reports/overviewpdf.h"
#include "core/reports/pdfreportwriter.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace dd;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(dd::PaymentFilter)

class TestOverviewPdf : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Vault> m_vault;
    QList<Payment> m_payments;

    QString pdfText(const OverviewData &data, const QLocale &locale = QLocale())
    {
        const QString path = m_dir.filePath(u"summary.pdf"_s);
        PdfSummaryHeader header;
        header.title = u"Payments summary"_s;
        header.generatedAt = QDateTime(test::OverviewToday, QTime(18, 0));
        header.locale = locale;
        PdfReportWriter writer(path, header);
        if (!writer.begin({}))
            return {};
        writer.setOverview(data);
        if (!writer.end(ReportTotals()))
            return {};
        QProcess process;
        process.start(u"pdftotext"_s, {u"-layout"_s, path, u"-"_s});
        if (!process.waitForFinished(30000) || process.exitCode() != 0)
            return {};
        return QString::fromUtf8(process.readAllStandardOutput());
    }

private slots:
    void initTestCase()
    {
        VaultOptions options;
        options.limits = cache::KeyDerivationLimits::fastForTests();
        m_vault = std::make_unique<Vault>(m_dir.filePath(u"overview.ddc"_s), options);
        QVERIFY(m_vault->create(u"correct horse 42 battery"_s, u"correct horse 42 battery"_s));
        m_payments = test::makeOverviewPayments(600);
        QVERIFY(m_vault->session()->payments().upsertMany(m_payments));
    }

    void periodFromTheReportFilter_data()
    {
        QTest::addColumn<PaymentFilter>("filter");
        QTest::addColumn<QDate>("first");
        QTest::addColumn<QDate>("last");
        PaymentFilter none;
        PaymentFilter range;
        range.from = QDate(2026, 1, 5).startOfDay();
        range.to = QDate(2026, 1, 20).startOfDay();
        PaymentFilter confirmDates = range;
        confirmDates.dateField = PaymentFilter::DateField::ConfirmDate;
        QTest::newRow("no dates: the 30 days before the report") << none << QDate(2026, 1, 12) << test::OverviewToday;
        QTest::newRow("open-date range") << range << QDate(2026, 1, 5) << QDate(2026, 1, 19);
        QTest::newRow("confirm-date range stays a filter") << confirmDates << QDate(2026, 1, 12) << test::OverviewToday;
    }
    void periodFromTheReportFilter()
    {
        QFETCH(PaymentFilter, filter);
        QFETCH(QDate, first);
        QFETCH(QDate, last);
        const OverviewData data = OverviewPdf::dataFor(m_vault->session()->payments(), filter,
                                                       QDateTime(test::OverviewToday, QTime(18, 0)));
        QVERIFY(data.valid);
        QCOMPARE(data.period.firstDay(), first);
        QCOMPARE(data.period.lastDay(), last);
    }

    void chartsAsText()
    {
        const OverviewData data = OverviewPdf::dataFor(m_vault->session()->payments(), {},
                                                       QDateTime(test::OverviewToday, QTime(18, 0)));
        const QString text = pdfText(data);
        QVERIFY2(!text.isEmpty(), "pdftotext read nothing");
        QVERIFY2(text.contains(u"Overview: payments opened %1 – %2"_s.arg(formatDate(QDate(2026, 1, 12)),
                                                                          formatDate(QDate(2026, 2, 10)))),
                 qPrintable(text));
        // Each currency's confirmed total, summed here from the payments themselves.
        QMap<QString, qint64> confirmed;
        for (const Payment &p : std::as_const(m_payments)) {
            if (p.status == PaymentStatus::Confirmed && p.openDate >= data.period.from && p.openDate < data.period.to)
                confirmed[p.currencyExt] += p.amountExt.hundredths();
        }
        QCOMPARE(confirmed.size(), 4);
        for (auto it = confirmed.cbegin(); it != confirmed.cend(); ++it) {
            QVERIFY2(text.contains(u"Confirmed volume, "_s + it.key()), qPrintable(it.key()));
            const QString total = u"total "_s + formatAmountAndCode(it.value(), it.key());   // the region's format
            QVERIFY2(text.contains(total), qPrintable(total + u'\n' + text));
        }
        QVERIFY(text.contains(u"Payments by status (count)"_s));
        QVERIFY(text.contains(u"Refunds requested in the period"_s));
        QVERIFY(text.contains(u"Pending vouchers due within 3 day(s): %1"_s.arg(data.expiringCount)));
        QVERIFY(data.expiringCount > 0);
        QVERIFY(text.contains(data.expiring.constFirst().merchantCode));
    }

    // Dates in the region's short form with four-digit years: the period, the days of the volume
    // chart (day and month: the period above them gives the year) and the vouchers' due dates.
    void datesInTheRegionsForm_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QString>("period");
        QTest::addColumn<QString>("day");
        QTest::newRow("es_CO") << QLocale(QLocale::Spanish, QLocale::Colombia) << u"12/01/2026 – 10/02/2026"_s << u"12/01"_s;
        QTest::newRow("pt_BR") << QLocale(QLocale::Portuguese, QLocale::Brazil) << u"12/01/2026 – 10/02/2026"_s << u"12/01"_s;
        QTest::newRow("en_US") << QLocale(QLocale::English, QLocale::UnitedStates) << u"1/12/2026 – 2/10/2026"_s << u"1/12"_s;
    }
    void datesInTheRegionsForm()
    {
        QFETCH(QLocale, locale);
        QFETCH(QString, period);
        QFETCH(QString, day);
        const OverviewData data = OverviewPdf::dataFor(m_vault->session()->payments(), {},
                                                       QDateTime(test::OverviewToday, QTime(18, 0)));
        QVERIFY(!data.expiring.isEmpty());
        const QString text = pdfText(data, locale);
        QVERIFY2(text.contains(u"Overview: payments opened "_s + period), qPrintable(text));
        QVERIFY2(QRegularExpression(u"(^|\\s)"_s + QRegularExpression::escape(day) + u"(\\s|$)"_s,
                                    QRegularExpression::MultilineOption)
                     .match(text)
                     .hasMatch(),
                 qPrintable(text));
        QVERIFY2(text.contains(formatDate(data.expiring.constFirst().dueDate, locale)), qPrintable(text));
        // No ISO date (2026-01-12) nor month-day (01-12) is left.
        QVERIFY2(!QRegularExpression(u"\\b20\\d\\d-\\d\\d-\\d\\d\\b|(^|\\s)\\d\\d-\\d\\d(\\s|$)"_s,
                                     QRegularExpression::MultilineOption)
                      .match(text)
                      .hasMatch(),
                 qPrintable(text));
    }

    // The line of vouchers due stands at the foot of the page the refunds end on, or goes to the
    // next page with the last of them: never alone on a page of its own, however long the refunds
    // list before it.
    void vouchersLineNeverStandsAlone()
    {
        const QStringList currencies{u"ARS"_s, u"BOB"_s, u"BRL"_s, u"CAD"_s, u"CLP"_s, u"COP"_s,
                                     u"EUR"_s, u"GBP"_s, u"MXN"_s, u"PEN"_s, u"USD"_s, u"UYU"_s,
                                     u"PYG"_s, u"JPY"_s, u"KRW"_s, u"NIO"_s, u"PAB"_s, u"CHF"_s,
                                     u"CRC"_s, u"DOP"_s, u"GTQ"_s, u"HNL"_s};
        const QList<RefundStatus> states{RefundStatus::Requested, RefundStatus::Pending, RefundStatus::Confirmed,
                                         RefundStatus::Cancelled};
        const QString vouchers = u"Pending vouchers due within 3 day(s): 0"_s;
        // Up to six currencies are charted; all of them have refunds listed, over a page with 22.
        for (qsizetype shown : {1, 6, 22}) {
            for (qsizetype refundRows = 1; refundRows <= shown * states.size(); ++refundRows) {
                OverviewData data;
                data.valid = true;
                data.period = OverviewPeriod::ofDays(QDate(2026, 10, 1), QDate(2026, 10, 30));
                for (qsizetype c = 0; c < shown; ++c)
                    data.groups.append({currencies.at(c), PaymentStatus::Confirmed, u"visa"_s, u"br"_s, QDate(2026, 10, 5),
                                        1, (c + 1) * 100'000'00});
                for (qsizetype r = 0; r < refundRows; ++r)
                    data.refunds.append({currencies.at(r / states.size()), states.at(r % states.size()), 1, (r + 1) * 100'00});
                const QString text = pdfText(data);
                const QString where = u"%1 currencies, %2 refund rows"_s.arg(shown).arg(refundRows);
                QVERIFY2(text.contains(vouchers), qPrintable(where));
                for (const QString &page : text.split(u'\f')) {
                    QStringList lines;
                    for (const QString &line : page.split(u'\n')) {
                        if (!line.trimmed().isEmpty())
                            lines.append(line.simplified());
                    }
                    QVERIFY2(!(lines.size() == 1 && lines.constFirst() == vouchers), qPrintable(where));
                }
                for (qsizetype r = 0; r < refundRows; ++r) {   // and no refund row lost for it
                    const QString row = formatAmountAndCode((r + 1) * 100'00, currencies.at(r / states.size())) + u" (1)"_s;
                    QVERIFY2(text.contains(row), qPrintable(where + u": "_s + row));
                }
            }
        }
    }

    // Refunds of many currencies do not fit beside the status counts: every currency's rows are
    // printed, onto the next page when the first one ends, none cut off at its bottom.
    void everyRefundRowIsPrinted()
    {
        OverviewData data = OverviewPdf::dataFor(m_vault->session()->payments(), {},
                                                 QDateTime(test::OverviewToday, QTime(18, 0)));
        const QStringList currencies{u"ARS"_s, u"BOB"_s, u"CAD"_s, u"CLP"_s, u"COP"_s, u"EUR"_s,
                                     u"GBP"_s, u"MXN"_s, u"PEN"_s, u"USD"_s, u"UYU"_s, u"PYG"_s};
        const QList<RefundStatus> states{RefundStatus::Requested, RefundStatus::Pending, RefundStatus::Confirmed,
                                         RefundStatus::Cancelled};
        data.refunds.clear();
        QStringList expected;
        for (qsizetype c = 0; c < currencies.size(); ++c) {
            data.groups.append({currencies.at(c), PaymentStatus::Confirmed, u"visa"_s, u"br"_s,
                                data.period.firstDay(), 1, 100'000'00});
            for (qsizetype s = 0; s < states.size(); ++s) {
                const qint64 amount = (c * 10 + s + 1) * 100'00;   // distinct, whole in every currency
                data.refunds.append({currencies.at(c), states.at(s), 1, amount});
                expected << formatAmountAndCode(amount, currencies.at(c));
            }
        }
        const QString text = pdfText(data);
        QVERIFY2(!text.isEmpty(), "pdftotext read nothing");
        for (const QString &row : std::as_const(expected))
            QVERIFY2(text.contains(row + u" (1)"_s), qPrintable(row));
    }
};

QTEST_MAIN(TestOverviewPdf)
#include "tst_overviewpdf.moc"
