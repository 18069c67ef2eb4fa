#pragma once

#include "core/domain/status.h"
#include "core/storage/paymentfilter.h"

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <utility>

namespace dd {

// The span of opening dates the Overview looks at: [from, to). `dayOffsetSeconds` is the local
// zone's offset from UTC used to cut days (the offset at `from`; a DST change inside the period
// moves that day's edge by an hour).
struct OverviewPeriod
{
    QDateTime from;
    QDateTime to;
    int dayOffsetSeconds = 0;

    // Today, the last 7 or 30 days (today included), this month, or a custom range of days
    // (both inclusive), in the local zone of `today`'s system.
    enum class Preset { Today, Last7Days, Last30Days, ThisMonth, Custom };
    static OverviewPeriod of(Preset preset, QDate today, QDate customFirst = {}, QDate customLast = {});
    static OverviewPeriod ofDays(QDate first, QDate last);
    QDate firstDay() const;
    QDate lastDay() const;   // inclusive
    friend bool operator==(const OverviewPeriod &, const OverviewPeriod &) = default;
};

// One GROUP BY row of the payments opened in the period: every chart is a roll-up of these.
struct OverviewGroup
{
    QString currency;
    PaymentStatus status = PaymentStatus::Unknown;
    QString method;
    QString country;
    QDate day;                    // opening day (local, see OverviewPeriod)
    qint64 count = 0;
    qint64 amountHundredths = 0;  // sum of amount_ext
    friend bool operator==(const OverviewGroup &, const OverviewGroup &) = default;
};

// Refunds requested in the period, of payments matching the filter, by their current status.
struct OverviewRefundGroup
{
    QString currency;
    RefundStatus status = RefundStatus::Unknown;
    qint64 count = 0;
    qint64 amountHundredths = 0;
    friend bool operator==(const OverviewRefundGroup &, const OverviewRefundGroup &) = default;
};

// A pending voucher payment whose due date is today or within the next days.
struct ExpiringVoucher
{
    QString hash;
    QString merchantCode;
    QString method;
    QString currency;
    qint64 amountHundredths = 0;
    QDate dueDate;
    QString customerName;
    friend bool operator==(const ExpiringVoucher &, const ExpiringVoucher &) = default;
};

// A money figure of one currency (amounts of different currencies are never added).
struct CurrencyAmount
{
    qint64 count = 0;
    qint64 amountHundredths = 0;
    friend bool operator==(const CurrencyAmount &, const CurrencyAmount &) = default;
};

// Everything the Overview tab and the PDF summary draw, with the roll-ups each chart needs.
struct OverviewData
{
    // Pending vouchers due within this many days are listed, at most ExpiringLimit of them.
    static constexpr int ExpiringDays = 3;
    static constexpr int ExpiringLimit = 10;

    PaymentFilter filter;         // the filter bar's filter the figures are for
    OverviewPeriod period;
    QList<OverviewGroup> groups;
    QList<OverviewRefundGroup> refunds;
    QList<ExpiringVoucher> expiring;   // soonest first, at most the limit asked for
    qint64 expiringCount = 0;          // all that match (may exceed expiring.size())
    bool valid = false;                // false when the cache could not be read

    // Currencies with any payment, largest confirmed volume first (then by code).
    QStringList currencies() const;
    // Confirmed payments of one currency per opening day (every day of the period present).
    QMap<QDate, CurrencyAmount> confirmedPerDay(const QString &currency) const;
    // Payment counts per status (counts of every currency; amounts are not added up).
    QMap<PaymentStatus, qint64> countByStatus() const;
    // Confirmed volume of one currency per method / per country, largest first.
    QList<std::pair<QString, CurrencyAmount>> confirmedByMethod(const QString &currency) const;
    QList<std::pair<QString, CurrencyAmount>> confirmedByCountry(const QString &currency) const;
    // Refunds of one currency per status (Requested, Pending, Confirmed, Cancelled).
    QMap<RefundStatus, CurrencyAmount> refundsByStatus(const QString &currency) const;
};

} // namespace dd
