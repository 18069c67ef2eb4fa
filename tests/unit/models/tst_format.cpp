#include "models/format.h"

#include <QGuiApplication>
#include <QTest>
#include <QTimeZone>

#include <cmath>

using namespace dd;

class TestFormat : public QObject
{
    Q_OBJECT

private slots:
    void money_data()
    {
        QTest::addColumn<qint64>("hundredths");
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("expected");
        const QString nbsp(QChar(0x00A0));
        QTest::newRow("pt_BR BRL") << qint64(123456) << QStringLiteral("BRL") << QStringLiteral("pt_BR")
                                   << QStringLiteral("R$") + nbsp + QStringLiteral("1.234,56");
        QTest::newRow("pt_BR USD") << qint64(123456) << QStringLiteral("USD") << QStringLiteral("pt_BR")
                                   << QStringLiteral("US$") + nbsp + QStringLiteral("1.234,56");
        QTest::newRow("en_US USD") << qint64(123456) << QStringLiteral("USD") << QStringLiteral("en_US")
                                   << QStringLiteral("$1,234.56");
        QTest::newRow("en_US BRL") << qint64(123456) << QStringLiteral("BRL") << QStringLiteral("en_US")
                                   << QStringLiteral("R$1,234.56");
        QTest::newRow("es_MX MXN") << qint64(5) << QStringLiteral("MXN") << QStringLiteral("es_MX")
                                   << QStringLiteral("$0.05");
        // ISO 4217: the Chilean peso has no cents.
        QTest::newRow("es_CL CLP thousands") << qint64(100000000) << QStringLiteral("CLP") << QStringLiteral("es_CL")
                                             << QStringLiteral("$1.000.000");
        QTest::newRow("zero") << qint64(0) << QStringLiteral("BRL") << QStringLiteral("pt_BR")
                              << QStringLiteral("R$") + nbsp + QStringLiteral("0,00");
        // The sign follows the locale's own currency pattern (en_US writes negatives in parentheses).
        QTest::newRow("negative en_US") << qint64(-1050) << QStringLiteral("USD") << QStringLiteral("en_US")
                                        << QStringLiteral("($10.50)");
        // Beyond what a double holds exactly in cents: the digits must still be exact.
        QTest::newRow("largest amount") << qint64(9'007'199'254'740'993) << QStringLiteral("USD")
                                        << QStringLiteral("en_US") << QStringLiteral("$90,071,992,547,409.93");
        QTest::newRow("unknown currency shows its code") << qint64(100) << QStringLiteral("XYZ")
                                                         << QStringLiteral("en_US") << QStringLiteral("XYZ1.00");
    }

    void money()
    {
        QFETCH(qint64, hundredths);
        QFETCH(QString, currency);
        QFETCH(QString, locale);
        QFETCH(QString, expected);
        QCOMPARE(formatMoney(hundredths, currency, QLocale(locale)), expected);
    }

    void amount_data()
    {
        QTest::addColumn<qint64>("hundredths");
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("expected");
        QTest::newRow("C") << qint64(123456) << QStringLiteral("C") << QStringLiteral("1234.56");
        QTest::newRow("pt_BR") << qint64(123456) << QStringLiteral("pt_BR") << QStringLiteral("1.234,56");
        QTest::newRow("one cent") << qint64(1) << QStringLiteral("en_US") << QStringLiteral("0.01");
        QTest::newRow("ten cents") << qint64(10) << QStringLiteral("en_US") << QStringLiteral("0.10");
        QTest::newRow("negative") << qint64(-99) << QStringLiteral("en_US") << QStringLiteral("-0.99");
        QTest::newRow("minimum") << std::numeric_limits<qint64>::min() << QStringLiteral("C")
                                 << QStringLiteral("-92233720368547758.08");
    }

    void amount()
    {
        QFETCH(qint64, hundredths);
        QFETCH(QString, locale);
        QFETCH(QString, expected);
        QCOMPARE(formatAmount(hundredths, QLocale(locale)), expected);
    }

    void dateTimeIsShownInTheUsersZone()
    {
        QCOMPARE(formatDateTime(QDateTime()), QString());
        const QDateTime utc(QDate(2026, 3, 1), QTime(12, 0), QTimeZone::utc());
        const QLocale locale(QStringLiteral("en_US"));
        QCOMPARE(locale.dateTimeFormat(QLocale::ShortFormat), QStringLiteral("M/d/yy h:mm AP"));
        QCOMPARE(formatDateTime(utc, locale), locale.toString(utc.toLocalTime(), QStringLiteral("M/d/yyyy h:mm AP")));
        QCOMPARE(formatDate(QDate()), QString());
        QCOMPARE(formatDate(QDate(2026, 3, 1), QLocale(QStringLiteral("pt_BR"))), QStringLiteral("01/03/2026"));
    }

    // A chart's day label: the short date without its year and the separator that joined it, in the
    // locale's order, wherever the locale puts the year.
    void dayAndMonthDropsTheYear_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("expected");
        QTest::newRow("es_CO, year last") << QStringLiteral("es_CO") << QStringLiteral("29/10");
        QTest::newRow("pt_BR") << QStringLiteral("pt_BR") << QStringLiteral("29/10");
        QTest::newRow("en_US, month first") << QStringLiteral("en_US") << QStringLiteral("10/29");
        QTest::newRow("de_DE, dots") << QStringLiteral("de_DE") << QStringLiteral("29.10");
        QTest::newRow("ja_JP, year first") << QStringLiteral("ja_JP") << QStringLiteral("10/29");
    }

    void dayAndMonthDropsTheYear()
    {
        QFETCH(QString, locale);
        QFETCH(QString, expected);
        QCOMPARE(formatDayAndMonth(QDate(2026, 10, 29), QLocale(locale)), expected);
        QCOMPARE(formatDayAndMonth(QDate()), QString());
    }

    void badgesHaveContrastInLightAndDarkPalettes_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }

    void badgesHaveContrastInLightAndDarkPalettes()
    {
        QFETCH(bool, dark);
        QPalette palette;
        palette.setColor(QPalette::Base, dark ? QColor(0x1e, 0x1e, 0x1e) : QColor(Qt::white));
        palette.setColor(QPalette::Text, dark ? QColor(Qt::white) : QColor(Qt::black));
        QCOMPARE(isDarkPalette(palette), dark);
        QList<StatusBadge> badges;
        for (PaymentStatus s : {PaymentStatus::Open, PaymentStatus::Pending, PaymentStatus::Confirmed,
                                PaymentStatus::Cancelled, PaymentStatus::Unknown})
            badges.append(paymentStatusBadge(s, palette));
        for (RefundStatus s : {RefundStatus::Requested, RefundStatus::Pending, RefundStatus::Confirmed,
                               RefundStatus::Cancelled, RefundStatus::Unknown})
            badges.append(refundStatusBadge(s, palette));
        for (const StatusBadge &badge : badges) {
            QVERIFY2(contrastRatio(badge.foreground, badge.background) >= 4.5, qPrintable(badge.text));
            QVERIFY(!badge.icon.isNull());
            QVERIFY(!badge.text.isEmpty());
            QVERIFY(badge.toolTip.startsWith(badge.text));
        }
        // The four known payment states are told apart by colour.
        QCOMPARE(QSet<QRgb>({badges.at(0).background.rgb(), badges.at(1).background.rgb(), badges.at(2).background.rgb(),
                             badges.at(3).background.rgb()})
                     .size(),
                 4);
    }

    // Every badge icon size the app draws: the Pending clock has its dial (pixels of the glyph's
    // colour all around a ring), not only its hands; the Open circle is not mistaken for it (no hands
    // at its centre).
    void pendingClockHasADialAtEverySize_data()
    {
        QTest::addColumn<int>("size");
        for (int size : {16, 24, 32})
            QTest::newRow(qPrintable(QString::number(size))) << size;
    }

    void pendingClockHasADialAtEverySize()
    {
        QFETCH(int, size);
        QPalette palette;
        palette.setColor(QPalette::Base, Qt::white);
        const auto isGlyph = [](const QImage &image, const QColor &glyph, QPointF at) {
            const QColor pixel = image.pixelColor(at.toPoint());
            return pixel.alpha() > 0 && qAbs(pixel.lightness() - glyph.lightness()) < 90;
        };
        const auto dialPixels = [&](const QImage &image, const QColor &glyph) {
            int hits = 0;
            const qreal c = size / 2.0;
            for (int step = 0; step < 16; ++step) {   // 16 directions around the ring
                const qreal angle = step * M_PI / 8.0;
                bool hit = false;
                for (qreal radius = size * 0.27; radius <= size * 0.37; radius += 0.5)
                    hit = hit || isGlyph(image, glyph, QPointF(c + radius * std::cos(angle), c + radius * std::sin(angle)));
                hits += hit ? 1 : 0;
            }
            return hits;
        };
        for (const StatusBadge &badge : {paymentStatusBadge(PaymentStatus::Pending, palette),
                                         refundStatusBadge(RefundStatus::Pending, palette)}) {
            const QImage image = badge.icon.pixmap(QSize(size, size)).toImage();
            QCOMPARE(image.size(), QSize(size, size));
            QCOMPARE(dialPixels(image, badge.foreground), 16);
            // The hands meet at the centre.
            QVERIFY(isGlyph(image, badge.foreground, QPointF(size / 2.0, size / 2.0)));
        }
        const StatusBadge open = paymentStatusBadge(PaymentStatus::Open, palette);
        QVERIFY(!isGlyph(open.icon.pixmap(QSize(size, size)).toImage(), open.foreground, QPointF(size / 2.0, size / 2.0)));
    }

    void contrastRatioOfKnownColours()
    {
        QCOMPARE(qRound(contrastRatio(Qt::black, Qt::white)), 21);
        QCOMPARE(contrastRatio(Qt::red, Qt::red), 1.0);
    }

    void currencySymbols_data()
    {
        QTest::addColumn<QString>("currency");
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("expected");
        QTest::newRow("own currency") << QStringLiteral("BRL") << QStringLiteral("pt_BR") << QStringLiteral("R$");
        QTest::newRow("foreign dollar") << QStringLiteral("USD") << QStringLiteral("es_MX") << QStringLiteral("US$");
        QTest::newRow("peso at home") << QStringLiteral("MXN") << QStringLiteral("es_MX") << QStringLiteral("$");
        QTest::newRow("peso abroad") << QStringLiteral("MXN") << QStringLiteral("en_US") << QStringLiteral("MX$");
        QTest::newRow("empty") << QString() << QStringLiteral("en_US") << QString();
    }

    void currencySymbols()
    {
        QFETCH(QString, currency);
        QFETCH(QString, locale);
        QFETCH(QString, expected);
        QCOMPARE(currencySymbol(currency, QLocale(locale)), expected);
    }
};

QTEST_MAIN(TestFormat)
#include "tst_format.moc"
