// The Overview's pages in the PDF summary: drawn with QPainter (no widgets), with each currency's
// confirmed total, the status counts and the vouchers due as text a reader (pdftotext) finds.

#include "overviewtestdata.h"

#include "core/cache/cachesession.h"
#include "core/cache/vault.h"
#include "core/reports/overviewpdf.h"
#include "core/domain/moneyformat.h"
#include "core/reports/pdfreportwriter.h"

#include <QProcess>
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

    QString pdfText(const OverviewData &data)
    {
        const QString path = m_dir.filePath(u"summary.pdf"_s);
        PdfSummaryHeader header;
        header.title = u"Payments summary"_s;
        header.generatedAt = QDateTime(test::OverviewToday, QTime(18, 0));
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
        QVERIFY2(text.contains(u"Overview: payments opened 2026-01-12 – 2026-02-10"_s), qPrintable(text));
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
