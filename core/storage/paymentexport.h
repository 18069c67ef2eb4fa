#pragma once

#include "core/domain/status.h"

#include <QByteArrayView>
#include <QString>

namespace dd {

// A forward-only stream of export records, one row per payment or per refund, each row holding the
// fields asked for, by position. Values are read before the next call to next().
class PaymentExportCursor
{
public:
    enum class Field {
        PaymentRowId,
        Hash,
        MerchantCode,
        OrderNumber,
        Status,              // read with paymentStatus()
        StatusDate,          // epoch milliseconds UTC, 0 = none
        OpenDate,
        ConfirmDate,
        Amount,              // amount_ext in hundredths
        Currency,
        Refunded,            // non-cancelled refunds in hundredths
        Method,
        Country,
        Instalments,
        CustomerName,
        RefundRowId,         // 0 on a payment without refunds
        RefundId,
        MerchantRefundCode,
        RefundStatus,        // read with refundStatus()
        RefundRequestDate,
        RefundConfirmDate,
        RefundAmount,
    };
    enum class Refunds {
        None,                // one row per payment
        WithPayments,        // every payment; one row per refund, or one with no refund (RefundRowId 0)
        Only,                // one row per refund (payments without refunds are skipped)
    };
    enum class Step { Row, Done, Failed };

    virtual ~PaymentExportCursor() = default;

    virtual Step next() = 0;
    virtual qint64 integer(int index) const = 0;
    virtual QByteArrayView utf8(int index) const = 0;
    virtual PaymentStatus paymentStatus(int index) const = 0;
    virtual RefundStatus refundStatus(int index) const = 0;
    // Empty while the stream is readable.
    virtual const QString &errorString() const = 0;
};

} // namespace dd
