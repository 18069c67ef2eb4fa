#pragma once

#include "core/domain/payment.h"
#include "core/storage/paymentfilter.h"

#include <QList>
#include <QString>

#include <map>
#include <tuple>

namespace dd {

// Totals of an export, never mixing currencies: payments per currency × status × method, and
// refunds per currency × refund status.
class ReportTotals
{
public:
    struct PaymentGroup
    {
        QString currency;
        PaymentStatus status = PaymentStatus::Unknown;
        QString method;
        qint64 count = 0;
        qint64 amountHundredths = 0;
        qint64 refundedHundredths = 0;
    };
    struct RefundGroup
    {
        QString currency;
        RefundStatus status = RefundStatus::Unknown;
        qint64 count = 0;
        qint64 amountHundredths = 0;
    };
    struct CurrencySum
    {
        QString currency;
        qint64 count = 0;
        qint64 amountHundredths = 0;
        qint64 refundedHundredths = 0;
    };

    void addPayment(const Payment &payment, qint64 refundedHundredths);
    void addRefund(const QString &currency, const Refund &refund);
    void addRefund(const QString &currency, RefundStatus status, qint64 amountHundredths);
    // From the cache's grouped totals (a summary without reading every row).
    void addPaymentTotal(const PaymentTotal &total);

    QList<PaymentGroup> paymentGroups() const;     // ordered by currency, status, method
    QList<RefundGroup> refundGroups() const;       // ordered by currency, status
    QList<CurrencySum> perCurrency() const;        // payments per currency
    qint64 paymentCount() const { return m_paymentCount; }
    qint64 refundCount() const { return m_refundCount; }
    bool hasRefundDetail() const { return m_refundCount > 0; }

private:
    using PaymentKey = std::tuple<QString, int, QString>;
    using RefundKey = std::tuple<QString, int>;
    std::map<PaymentKey, PaymentGroup> m_payments;
    std::map<RefundKey, RefundGroup> m_refunds;
    qint64 m_paymentCount = 0;
    qint64 m_refundCount = 0;
};

} // namespace dd
