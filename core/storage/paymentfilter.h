#pragma once

#include "core/domain/payment.h"
#include "core/domain/status.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <optional>
#include <variant>

namespace dd {

// Which payments a table, total or report shows. Empty lists and unset bounds mean "any".
struct PaymentFilter
{
    enum class DateField { OpenDate, ConfirmDate };

    QList<PaymentStatus> statuses;
    QStringList methods;          // payment_type_code values as stored (card networks for card payments)
    QStringList countries;        // lowercase two letters
    QString currency;             // ISO 4217; empty = any
    DateField dateField = DateField::OpenDate;
    QDateTime from;               // inclusive; invalid = no lower bound
    QDateTime to;                 // exclusive; invalid = no upper bound
    std::optional<qint64> minAmount;   // amount_ext in hundredths, inclusive
    std::optional<qint64> maxAmount;   // inclusive
    // Prefix of the hash, the merchant code, or (case and accent insensitive) the customer's name,
    // e-mail or document.
    QString text;

    bool isEmpty() const { return *this == PaymentFilter(); }
    // Only statuses, methods, countries and the currency are constrained: the columns the stores
    // keep payment counts and sums by (payment_groups), so a count or totals adds up those groups.
    bool constrainsGroupsOnly() const
    {
        return text.trimmed().isEmpty() && !from.isValid() && !to.isValid() && !minAmount && !maxAmount;
    }
    friend bool operator==(const PaymentFilter &a, const PaymentFilter &b)
    {
        // Statuses element by element: Qt 6.4's QList == of an enum list memcmp()s, with a null
        // pointer for an empty list that never had storage (undefined behaviour, caught by UBSan).
        return std::equal(a.statuses.cbegin(), a.statuses.cend(), b.statuses.cbegin(), b.statuses.cend())
               && a.methods == b.methods && a.countries == b.countries && a.currency == b.currency
               && a.dateField == b.dateField && a.from == b.from && a.to == b.to && a.minAmount == b.minAmount
               && a.maxAmount == b.maxAmount && a.text == b.text;
    }
};

// A sort column and direction; ties are always broken by the row id in the same direction.
// Hash sorts by the hash's first eight characters (then the row id): hashes are random, so this
// only differs from a full text sort for the rare hashes that share eight characters.
struct PaymentSort
{
    enum class Column {
        OpenDate,
        ConfirmDate,
        StatusDate,
        Status,
        Amount,
        Currency,
        Method,
        Country,
        Hash,
        MerchantCode,
        CustomerName,
        Count
    };

    Column column = Column::OpenDate;
    Qt::SortOrder order = Qt::DescendingOrder;
    friend bool operator==(const PaymentSort &, const PaymentSort &) = default;
};

// Where a keyset page starts: the sort value and row id of the last row already shown.
struct PageKey
{
    std::variant<qint64, QString> value;
    qint64 rowId = 0;
    friend bool operator==(const PageKey &, const PageKey &) = default;
};

// One payment as a table shows it: no raw answer and no refunds, but the refunded total.
struct PaymentRow
{
    qint64 rowId = 0;
    Payment payment;              // rawAnswer and refunds left empty
    qint64 refundedHundredths = 0;
    qint64 observedAtMs = 0;      // when DirectDesk last received an answer for it
};

// Totals of one currency × status × method group.
struct PaymentTotal
{
    QString currency;
    PaymentStatus status = PaymentStatus::Unknown;
    QString method;
    qint64 count = 0;
    qint64 amountHundredths = 0;     // sum of amount_ext
    qint64 refundedHundredths = 0;   // sum of non-cancelled refunds
    friend bool operator==(const PaymentTotal &, const PaymentTotal &) = default;
};

// Sparse keys for "jump to row N": the key of every `stride`-th row of one filter and sort.
struct PageAnchors
{
    PaymentFilter filter;
    PaymentSort sort;
    int stride = 1000;
    qint64 rowCount = 0;
    QList<PageKey> keys;          // keys[i] is the key of row (i + 1) * stride - 1
};

} // namespace dd
