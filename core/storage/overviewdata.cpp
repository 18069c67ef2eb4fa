#include "core/storage/overviewdata.h"

#include <algorithm>

namespace dd {

namespace {

// Confirmed volume of one currency summed per `key` (method or country), largest first.
QList<std::pair<QString, CurrencyAmount>> confirmedPer(const QList<OverviewGroup> &groups, const QString &currency,
                                                       QString OverviewGroup::*key)
{
    QMap<QString, CurrencyAmount> byKey;
    for (const OverviewGroup &group : groups) {
        if (group.currency == currency && group.status == PaymentStatus::Confirmed) {
            byKey[group.*key].count += group.count;
            byKey[group.*key].amountHundredths += group.amountHundredths;
        }
    }
    QList<std::pair<QString, CurrencyAmount>> result(byKey.keyValueBegin(), byKey.keyValueEnd());
    std::stable_sort(result.begin(), result.end(), [](const auto &a, const auto &b) {
        return a.second.amountHundredths > b.second.amountHundredths;
    });
    return result;
}

} // namespace

OverviewPeriod OverviewPeriod::ofDays(QDate first, QDate last)
{
    if (last < first)
        std::swap(first, last);
    OverviewPeriod period;
    period.from = first.startOfDay();
    period.to = last.addDays(1).startOfDay();
    period.dayOffsetSeconds = period.from.offsetFromUtc();
    return period;
}

OverviewPeriod OverviewPeriod::of(Preset preset, QDate today, QDate customFirst, QDate customLast)
{
    switch (preset) {
    case Preset::Today: return ofDays(today, today);
    case Preset::Last7Days: return ofDays(today.addDays(-6), today);
    case Preset::Last30Days: return ofDays(today.addDays(-29), today);
    case Preset::ThisMonth: return ofDays(QDate(today.year(), today.month(), 1), today);
    case Preset::Custom: break;
    }
    return ofDays(customFirst.isValid() ? customFirst : today, customLast.isValid() ? customLast : today);
}

QDate OverviewPeriod::firstDay() const
{
    return from.isValid() ? from.toOffsetFromUtc(dayOffsetSeconds).date() : QDate();
}

QDate OverviewPeriod::lastDay() const
{
    return to.isValid() ? to.toOffsetFromUtc(dayOffsetSeconds).addMSecs(-1).date() : QDate();
}

QStringList OverviewData::currencies() const
{
    QMap<QString, qint64> confirmed;
    for (const OverviewGroup &group : groups)
        confirmed[group.currency] += group.status == PaymentStatus::Confirmed ? group.amountHundredths : 0;
    QStringList result = confirmed.keys();
    std::stable_sort(result.begin(), result.end(),
                     [&](const QString &a, const QString &b) { return confirmed.value(a) > confirmed.value(b); });
    return result;
}

QMap<QDate, CurrencyAmount> OverviewData::confirmedPerDay(const QString &currency) const
{
    QMap<QDate, CurrencyAmount> result;
    const QDate last = period.lastDay();
    for (QDate day = period.firstDay(); day.isValid() && day <= last; day = day.addDays(1))
        result.insert(day, {});
    for (const OverviewGroup &group : groups) {
        if (group.currency != currency || group.status != PaymentStatus::Confirmed)
            continue;
        CurrencyAmount &sum = result[group.day];
        sum.count += group.count;
        sum.amountHundredths += group.amountHundredths;
    }
    return result;
}

QMap<PaymentStatus, qint64> OverviewData::countByStatus() const
{
    QMap<PaymentStatus, qint64> result;
    for (const OverviewGroup &group : groups)
        result[group.status] += group.count;
    return result;
}

QList<std::pair<QString, CurrencyAmount>> OverviewData::confirmedByMethod(const QString &currency) const
{
    return confirmedPer(groups, currency, &OverviewGroup::method);
}

QList<std::pair<QString, CurrencyAmount>> OverviewData::confirmedByCountry(const QString &currency) const
{
    return confirmedPer(groups, currency, &OverviewGroup::country);
}

QMap<RefundStatus, CurrencyAmount> OverviewData::refundsByStatus(const QString &currency) const
{
    QMap<RefundStatus, CurrencyAmount> result;
    for (RefundStatus status : {RefundStatus::Requested, RefundStatus::Pending, RefundStatus::Confirmed,
                                RefundStatus::Cancelled})
        result.insert(status, {});
    for (const OverviewRefundGroup &group : refunds) {
        if (group.currency != currency)
            continue;
        result[group.status].count += group.count;
        result[group.status].amountHundredths += group.amountHundredths;
    }
    return result;
}

} // namespace dd
