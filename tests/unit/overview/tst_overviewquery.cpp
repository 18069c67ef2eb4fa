// The Overview's aggregates against sums computed here, independently, from the same payments;
// the period presets; what a click sets as the table's filter; the worker-thread model.

#include "overviewtestdata.h"

#include "core/cache/cachesession.h"
#include "core/cache/overviewquery.h"
#include "core/cache/vault.h"
#include "core/domain/method.h"
#include "models/overviewmodel.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace dd;
using namespace Qt::StringLiterals;

namespace {

constexpr int PaymentCount = 600;

bool matches(const Payment &p, const PaymentFilter &f, const OverviewPeriod &period)
{
    if (!f.statuses.isEmpty() && !f.statuses.contains(p.status))
        return false;
    if (!f.methods.isEmpty() && !f.methods.contains(p.paymentTypeCode))
        return false;
    if (!f.countries.isEmpty() && !f.countries.contains(p.country))
        return false;
    if (!f.currency.isEmpty() && f.currency != p.currencyExt)
        return false;
    if (f.from.isValid() && p.openDate < f.from)
        return false;
    if (f.to.isValid() && p.openDate >= f.to)
        return false;
    if (!f.text.isEmpty() && !p.hash.startsWith(f.text) && !p.merchantPaymentCode.startsWith(f.text))
        return false;
    return p.openDate >= period.from && p.openDate < period.to;
}

QDate localDay(const QDateTime &when, const OverviewPeriod &period)
{
    return when.toOffsetFromUtc(period.dayOffsetSeconds).date();
}

} // namespace

Q_DECLARE_METATYPE(dd::PaymentFilter)
Q_DECLARE_METATYPE(dd::OverviewPeriod)
Q_DECLARE_METATYPE(dd::OverviewSelection)

class TestOverviewQuery : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Vault> m_vault;
    QList<Payment> m_payments;

    VaultPaymentStore &store() { return m_vault->session()->payments(); }
    OverviewQuery query() { return OverviewQuery(store().database()); }

    void addFilterRows()
    {
        QTest::addColumn<PaymentFilter>("filter");
        QTest::addColumn<OverviewPeriod>("period");
        const OverviewPeriod last30 = OverviewPeriod::of(OverviewPeriod::Preset::Last30Days, test::OverviewToday);
        const OverviewPeriod last7 = OverviewPeriod::of(OverviewPeriod::Preset::Last7Days, test::OverviewToday);
        OverviewPeriod brasilia;   // days cut at UTC-3
        brasilia.dayOffsetSeconds = -3 * 3600;
        brasilia.from = QDateTime(QDate(2026, 1, 10), QTime(0, 0), QTimeZone(-3 * 3600));
        brasilia.to = brasilia.from.addDays(12);
        PaymentFilter none;
        PaymentFilter visa;
        visa.methods = {u"visa"_s};
        PaymentFilter confirmedOrPending;
        confirmedOrPending.statuses = {PaymentStatus::Confirmed, PaymentStatus::Pending};
        PaymentFilter mexicoBrl;
        mexicoBrl.countries = {u"mx"_s, u"br"_s};
        mexicoBrl.currency = u"BRL"_s;
        PaymentFilter barDates;   // the filter bar's own date range narrows the period
        barDates.from = QDateTime(QDate(2026, 1, 20), QTime(0, 0), QTimeZone::utc());
        barDates.to = QDateTime(QDate(2026, 1, 27), QTime(0, 0), QTimeZone::utc());
        PaymentFilter code;
        code.text = u"ov-0001"_s;
        QTest::newRow("no filter, 30 days") << none << last30;
        QTest::newRow("no filter, 7 days") << none << last7;
        QTest::newRow("no filter, today") << none << OverviewPeriod::of(OverviewPeriod::Preset::Today, test::OverviewToday);
        QTest::newRow("no filter, this month") << none << OverviewPeriod::of(OverviewPeriod::Preset::ThisMonth, test::OverviewToday);
        QTest::newRow("no filter, days cut at UTC-3") << none << brasilia;
        QTest::newRow("method visa") << visa << last30;
        QTest::newRow("statuses CO+PE") << confirmedOrPending << last30;
        QTest::newRow("countries mx+br, BRL") << mexicoBrl << last30;
        QTest::newRow("filter bar dates") << barDates << last30;
        QTest::newRow("merchant code prefix") << code << OverviewPeriod::ofDays(QDate(2025, 12, 1), QDate(2026, 3, 1));
        QTest::newRow("empty period") << none << OverviewPeriod::ofDays(QDate(2027, 1, 1), QDate(2027, 1, 31));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        VaultOptions options;
        options.limits = cache::KeyDerivationLimits::fastForTests();
        m_vault = std::make_unique<Vault>(m_dir.filePath(u"overview.ddc"_s), options);
        QVERIFY(m_vault->create(u"correct horse 42 battery"_s, u"correct horse 42 battery"_s));
        m_payments = test::makeOverviewPayments(PaymentCount);
        const auto stored = store().upsertMany(m_payments);
        QVERIFY(stored);
        QCOMPARE(stored.value(), PaymentCount);
    }

    void confirmedPerDay_data() { addFilterRows(); }
    void confirmedPerDay()
    {
        QFETCH(PaymentFilter, filter);
        QFETCH(OverviewPeriod, period);
        const OverviewData data = query().read(filter, period, test::OverviewToday);
        QVERIFY(data.valid);
        QMap<QString, QMap<QDate, CurrencyAmount>> expected;
        for (const Payment &p : std::as_const(m_payments)) {
            if (p.status != PaymentStatus::Confirmed || !matches(p, filter, period))
                continue;
            CurrencyAmount &sum = expected[p.currencyExt][localDay(p.openDate, period)];
            sum.count += 1;
            sum.amountHundredths += p.amountExt.hundredths();
        }
        for (const QString &currency : {u"BRL"_s, u"MXN"_s, u"CLP"_s, u"USD"_s, u"EUR"_s}) {
            const QMap<QDate, CurrencyAmount> perDay = data.confirmedPerDay(currency);
            QCOMPARE(perDay.size(), period.from.daysTo(period.to));   // every day of the period, once
            QCOMPARE(perDay.firstKey(), period.firstDay());
            for (auto it = perDay.cbegin(); it != perDay.cend(); ++it)
                QCOMPARE(it.value(), expected.value(currency).value(it.key()));
        }
    }

    void countByStatus_data() { addFilterRows(); }
    void countByStatus()
    {
        QFETCH(PaymentFilter, filter);
        QFETCH(OverviewPeriod, period);
        const OverviewData data = query().read(filter, period, test::OverviewToday);
        QMap<PaymentStatus, qint64> expected;
        for (const Payment &p : std::as_const(m_payments)) {
            if (matches(p, filter, period))
                expected[p.status] += 1;
        }
        QCOMPARE(data.countByStatus(), expected);
    }

    void volumeByMethodAndCountry_data() { addFilterRows(); }
    void volumeByMethodAndCountry()
    {
        QFETCH(PaymentFilter, filter);
        QFETCH(OverviewPeriod, period);
        const OverviewData data = query().read(filter, period, test::OverviewToday);
        QMap<QString, QMap<QString, CurrencyAmount>> byMethod;
        QMap<QString, QMap<QString, CurrencyAmount>> byCountry;
        QMap<QString, qint64> volume;
        for (const Payment &p : std::as_const(m_payments)) {
            if (p.status != PaymentStatus::Confirmed || !matches(p, filter, period))
                continue;
            byMethod[p.currencyExt][p.paymentTypeCode].count += 1;
            byMethod[p.currencyExt][p.paymentTypeCode].amountHundredths += p.amountExt.hundredths();
            byCountry[p.currencyExt][p.country].count += 1;
            byCountry[p.currencyExt][p.country].amountHundredths += p.amountExt.hundredths();
            volume[p.currencyExt] += p.amountExt.hundredths();
        }
        for (const QString &currency : {u"BRL"_s, u"MXN"_s, u"CLP"_s, u"USD"_s}) {
            const auto methods = data.confirmedByMethod(currency);
            QCOMPARE(methods.size(), byMethod.value(currency).size());
            for (qsizetype i = 0; i < methods.size(); ++i) {
                QCOMPARE(methods.at(i).second, byMethod.value(currency).value(methods.at(i).first));
                if (i > 0)   // largest first
                    QVERIFY(methods.at(i - 1).second.amountHundredths >= methods.at(i).second.amountHundredths);
            }
            const auto countries = data.confirmedByCountry(currency);
            QCOMPARE(countries.size(), byCountry.value(currency).size());
            for (const auto &[country, sum] : countries)
                QCOMPARE(sum, byCountry.value(currency).value(country));
        }
        // Currencies: those with payments in the period, the largest confirmed volume first.
        const QStringList currencies = data.currencies();
        for (qsizetype i = 1; i < currencies.size(); ++i)
            QVERIFY(volume.value(currencies.at(i - 1)) >= volume.value(currencies.at(i)));
        for (const QString &currency : volume.keys())
            QVERIFY(currencies.contains(currency));
    }

    void refundsByStatus_data() { addFilterRows(); }
    void refundsByStatus()
    {
        QFETCH(PaymentFilter, filter);
        QFETCH(OverviewPeriod, period);
        const OverviewData data = query().read(filter, period, test::OverviewToday);
        const OverviewPeriod always = OverviewPeriod::ofDays(QDate(2000, 1, 1), QDate(2100, 1, 1));
        QMap<QString, QMap<RefundStatus, CurrencyAmount>> expected;
        for (const Payment &p : std::as_const(m_payments)) {
            if (!matches(p, filter, always))   // the payment matches the filter; the refund was requested in the period
                continue;
            for (const Refund &refund : p.refunds) {
                if (refund.requestDate < period.from || refund.requestDate >= period.to)
                    continue;
                expected[p.currencyExt][refund.status].count += 1;
                expected[p.currencyExt][refund.status].amountHundredths += refund.amount.hundredths();
            }
        }
        for (const QString &currency : {u"BRL"_s, u"MXN"_s, u"CLP"_s, u"USD"_s}) {
            const QMap<RefundStatus, CurrencyAmount> byStatus = data.refundsByStatus(currency);
            QCOMPARE(byStatus.size(), 4);
            for (RefundStatus status : {RefundStatus::Requested, RefundStatus::Pending, RefundStatus::Confirmed,
                                        RefundStatus::Cancelled})
                QCOMPARE(byStatus.value(status), expected.value(currency).value(status));
        }
    }

    void refundsExistInTheData()
    {
        // Guards the refund test against passing on empty sums.
        const OverviewData data = query().read({}, OverviewPeriod::of(OverviewPeriod::Preset::Last30Days, test::OverviewToday),
                                               test::OverviewToday);
        QSet<RefundStatus> seen;
        for (const OverviewRefundGroup &group : data.refunds)
            seen.insert(group.status);
        QCOMPARE(seen.size(), 4);
    }

    // The vouchers due soon are sought by (status, due date), not read from every pending payment.
    void expiringVouchersSeekTheirIndex()
    {
        cache::Statement plan = store().database().prepare(
            "EXPLAIN QUERY PLAN SELECT hash FROM payments WHERE status = ? AND due_date >= ? AND due_date <= ? "
            "ORDER BY due_date, id");
        QVERIFY(plan.isValid());
        plan.bind(1, qint64(2)).bind(2, QStringLiteral("2025-11-25")).bind(3, QStringLiteral("2025-11-28"));
        QString details;
        while (plan.step() == cache::Statement::Step::Row)
            details += plan.columnText(3) + u'\n';
        QVERIFY2(details.contains(QStringLiteral("payments_by_status_due_date")), qPrintable(details));
    }

    void expiringVouchers_data()
    {
        QTest::addColumn<PaymentFilter>("filter");
        QTest::addColumn<int>("days");
        QTest::addColumn<int>("limit");
        PaymentFilter boleto;
        boleto.methods = {u"boleto"_s};
        PaymentFilter confirmedOnly;
        confirmedOnly.statuses = {PaymentStatus::Confirmed};
        QTest::newRow("3 days, 10") << PaymentFilter() << 3 << 10;
        QTest::newRow("0 days (today), 5") << PaymentFilter() << 0 << 5;
        QTest::newRow("6 days, 1000") << PaymentFilter() << 6 << 1000;
        QTest::newRow("boleto only") << boleto << 3 << 10;
        QTest::newRow("filter without pending") << confirmedOnly << 3 << 10;
    }
    void expiringVouchers()
    {
        QFETCH(PaymentFilter, filter);
        QFETCH(int, days);
        QFETCH(int, limit);
        QList<Payment> expected;
        const OverviewPeriod always = OverviewPeriod::ofDays(QDate(2000, 1, 1), QDate(2100, 1, 1));
        for (const Payment &p : std::as_const(m_payments)) {
            const MethodKind kind = methodKindForCode(p.paymentTypeCode);
            const bool voucher =
                kind == MethodKind::Voucher || kind == MethodKind::SpeiVoucher || kind == MethodKind::CashVoucher;
            if (voucher && p.status == PaymentStatus::Pending && p.dueDate >= test::OverviewToday
                && p.dueDate <= test::OverviewToday.addDays(days) && matches(p, filter, always))
                expected.append(p);
        }
        qint64 total = -1;
        const auto vouchers = query().expiringVouchers(filter, test::OverviewToday, days, limit, &total);
        QVERIFY(vouchers);
        QCOMPARE(total, expected.size());
        QCOMPARE(vouchers->size(), std::min<qsizetype>(limit, expected.size()));
        for (qsizetype i = 0; i < vouchers->size(); ++i) {
            const ExpiringVoucher &v = vouchers->at(i);
            const auto found = std::find_if(expected.cbegin(), expected.cend(),
                                            [&](const Payment &p) { return p.hash == v.hash; });
            QVERIFY2(found != expected.cend(), qPrintable(v.hash));
            QCOMPARE(v.dueDate, found->dueDate);
            QCOMPARE(v.amountHundredths, found->amountExt.hundredths());
            QCOMPARE(v.method, found->paymentTypeCode);
            if (i > 0)
                QVERIFY(vouchers->at(i - 1).dueDate <= v.dueDate);   // soonest first
        }
        if (filter.statuses == QList<PaymentStatus>{PaymentStatus::Confirmed})
            QCOMPARE(total, 0);
        else
            QVERIFY(total > 0);
    }

    void periodPresets_data()
    {
        QTest::addColumn<int>("preset");
        QTest::addColumn<QDate>("first");
        QTest::addColumn<QDate>("last");
        const QDate today(2026, 2, 10);
        QTest::newRow("today") << int(OverviewPeriod::Preset::Today) << today << today;
        QTest::newRow("7 days") << int(OverviewPeriod::Preset::Last7Days) << QDate(2026, 2, 4) << today;
        QTest::newRow("30 days") << int(OverviewPeriod::Preset::Last30Days) << QDate(2026, 1, 12) << today;
        QTest::newRow("this month") << int(OverviewPeriod::Preset::ThisMonth) << QDate(2026, 2, 1) << today;
        QTest::newRow("custom") << int(OverviewPeriod::Preset::Custom) << QDate(2025, 12, 24) << QDate(2026, 1, 3);
    }
    void periodPresets()
    {
        QFETCH(int, preset);
        QFETCH(QDate, first);
        QFETCH(QDate, last);
        const QDate today(2026, 2, 10);
        const auto kind = OverviewPeriod::Preset(preset);
        const OverviewPeriod period = OverviewPeriod::of(kind, today, first, last);
        QCOMPARE(period.firstDay(), first);
        QCOMPARE(period.lastDay(), last);
        QCOMPARE(period.from, first.startOfDay());
        QCOMPARE(period.to, last.addDays(1).startOfDay());
        // A custom range typed backwards is the same range.
        if (kind == OverviewPeriod::Preset::Custom)
            QCOMPARE(OverviewPeriod::of(kind, today, last, first), period);
    }

    void filterForClick_data()
    {
        QTest::addColumn<PaymentFilter>("bar");
        QTest::addColumn<OverviewSelection>("selection");
        QTest::addColumn<PaymentFilter>("expected");
        const OverviewPeriod period = OverviewPeriod::ofDays(QDate(2026, 2, 1), QDate(2026, 2, 10));
        PaymentFilter periodOnly;
        periodOnly.from = period.from;
        periodOnly.to = period.to;

        OverviewSelection status;
        status.status = PaymentStatus::Pending;
        PaymentFilter expectStatus = periodOnly;
        expectStatus.statuses = {PaymentStatus::Pending};
        QTest::newRow("status slice") << PaymentFilter() << status << expectStatus;

        OverviewSelection method;
        method.status = PaymentStatus::Confirmed;
        method.method = u"boleto"_s;
        method.currency = u"BRL"_s;
        PaymentFilter bar;
        bar.text = u"Maria"_s;
        bar.methods = {u"visa"_s, u"boleto"_s};
        PaymentFilter expectMethod = periodOnly;
        expectMethod.text = u"Maria"_s;
        expectMethod.statuses = {PaymentStatus::Confirmed};
        expectMethod.methods = {u"boleto"_s};
        expectMethod.currency = u"BRL"_s;
        QTest::newRow("method bar keeps the search text") << bar << method << expectMethod;

        OverviewSelection country;
        country.status = PaymentStatus::Confirmed;
        country.country = u"mx"_s;
        country.currency = u"MXN"_s;
        PaymentFilter expectCountry = periodOnly;
        expectCountry.statuses = {PaymentStatus::Confirmed};
        expectCountry.countries = {u"mx"_s};
        expectCountry.currency = u"MXN"_s;
        QTest::newRow("country bar") << PaymentFilter() << country << expectCountry;

        OverviewSelection day;
        day.status = PaymentStatus::Confirmed;
        day.currency = u"CLP"_s;
        day.day = QDate(2026, 2, 5);
        PaymentFilter expectDay;
        expectDay.statuses = {PaymentStatus::Confirmed};
        expectDay.currency = u"CLP"_s;
        expectDay.from = QDate(2026, 2, 5).startOfDay();
        expectDay.to = QDate(2026, 2, 6).startOfDay();
        QTest::newRow("day point") << PaymentFilter() << day << expectDay;

        PaymentFilter narrowBar;
        narrowBar.from = QDate(2026, 2, 3).startOfDay();
        narrowBar.to = QDate(2026, 2, 20).startOfDay();
        PaymentFilter expectNarrow = expectStatus;
        expectNarrow.from = narrowBar.from;   // the later start of the two
        QTest::newRow("the bar's dates narrow the period") << narrowBar << status << expectNarrow;
    }
    void filterForClick()
    {
        QFETCH(PaymentFilter, bar);
        QFETCH(OverviewSelection, selection);
        QFETCH(PaymentFilter, expected);
        const OverviewPeriod period = OverviewPeriod::ofDays(QDate(2026, 2, 1), QDate(2026, 2, 10));
        QCOMPARE(OverviewModel::filterFor(bar, period, selection), expected);
    }

    void clickFilterShowsWhatTheChartCounted()
    {
        // The rows the table shows after a click are the ones the chart counted.
        const OverviewPeriod period = OverviewPeriod::of(OverviewPeriod::Preset::Last30Days, test::OverviewToday);
        const OverviewData data = query().read({}, period, test::OverviewToday);
        for (const auto &[method, sum] : data.confirmedByMethod(u"BRL"_s)) {
            OverviewSelection selection;
            selection.status = PaymentStatus::Confirmed;
            selection.method = method;
            selection.currency = u"BRL"_s;
            QCOMPARE(store().count(OverviewModel::filterFor({}, period, selection)), sum.count);
        }
        const auto counts = data.countByStatus();
        for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
            OverviewSelection selection;
            selection.status = it.key();
            QCOMPARE(store().count(OverviewModel::filterFor({}, period, selection)), it.value());
        }
    }

    void modelReadsOnAWorkerAndFollowsWrites()
    {
        Vault *vault = m_vault.get();
        OverviewModel model(store(), [vault] {
            auto session = vault->openSession();
            return session ? std::move(session).value() : nullptr;
        });
        QVERIFY(model.usesWorker());
        model.setToday([] { return test::OverviewToday; });
        QSignalSpy updated(&model, &OverviewModel::updated);
        const OverviewPeriod period = OverviewPeriod::of(OverviewPeriod::Preset::Last7Days, test::OverviewToday);
        model.setPeriod(OverviewPeriod::of(OverviewPeriod::Preset::Today, test::OverviewToday));
        model.setPeriod(period);   // overtakes the first request
        QVERIFY(updated.wait(5000));
        QTRY_VERIFY(!model.isBusy());
        QCOMPARE(model.data().period, period);
        const OverviewData direct = query().read({}, period, test::OverviewToday);
        QVERIFY(model.data().valid);
        QCOMPARE(model.data().groups, direct.groups);
        QCOMPARE(model.data().expiring, direct.expiring);

        // A new confirmed payment today shows after refresh().
        Payment extra = test::makeOverviewPayment(PaymentCount + 1);
        extra.status = PaymentStatus::Confirmed;
        extra.confirmDate = extra.openDate = test::OverviewToday.startOfDay().addSecs(3600);
        extra.currencyExt = u"USD"_s;
        extra.amountExt = Money(123'45, u"USD"_s);
        const qint64 before = model.data().confirmedPerDay(u"USD"_s).value(test::OverviewToday).amountHundredths;
        QVERIFY(store().upsert(extra));
        updated.clear();
        model.refresh();
        QVERIFY(updated.wait(5000));
        QCOMPARE(model.data().confirmedPerDay(u"USD"_s).value(test::OverviewToday).amountHundredths, before + 123'45);
    }

    void modelWithoutWorkerReadsAtOnce()
    {
        OverviewModel model(store());
        QVERIFY(!model.usesWorker());
        QSignalSpy updated(&model, &OverviewModel::updated);
        PaymentFilter visa;
        visa.methods = {u"visa"_s};
        model.setFilter(visa);
        QCOMPARE(updated.size(), 1);
        QCOMPARE(model.data().filter, visa);
        QVERIFY(model.data().valid);
    }
};

QTEST_GUILESS_MAIN(TestOverviewQuery)
#include "tst_overviewquery.moc"
