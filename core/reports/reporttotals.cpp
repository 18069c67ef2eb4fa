#include "core/reports/reporttotals.h"

namespace dd {

void ReportTotals::addPayment(const Payment &payment, qint64 refundedHundredths)
{
    PaymentTotal total;
    total.currency = payment.currencyExt;
    total.status = payment.status;
    total.method = payment.paymentTypeCode;
    total.count = 1;
    total.amountHundredths = payment.amountExt.hundredths();
    total.refundedHundredths = refundedHundredths;
    addPaymentTotal(total);
}

void ReportTotals::addPaymentTotal(const PaymentTotal &total)
{
    PaymentGroup &group = m_payments[PaymentKey(total.currency, static_cast<int>(total.status), total.method)];
    group.currency = total.currency;
    group.status = total.status;
    group.method = total.method;
    group.count += total.count;
    group.amountHundredths += total.amountHundredths;
    group.refundedHundredths += total.refundedHundredths;
    m_paymentCount += total.count;
}

void ReportTotals::addRefund(const QString &currency, const Refund &refund)
{
    addRefund(currency, refund.status, refund.amount.hundredths());
}

void ReportTotals::addRefund(const QString &currency, RefundStatus status, qint64 amountHundredths)
{
    RefundGroup &group = m_refunds[RefundKey(currency, static_cast<int>(status))];
    group.currency = currency;
    group.status = status;
    group.count += 1;
    group.amountHundredths += amountHundredths;
    ++m_refundCount;
}

QList<ReportTotals::PaymentGroup> ReportTotals::paymentGroups() const
{
    QList<PaymentGroup> groups;
    for (const auto &entry : m_payments)
        groups.append(entry.second);
    return groups;
}

QList<ReportTotals::RefundGroup> ReportTotals::refundGroups() const
{
    QList<RefundGroup> groups;
    for (const auto &entry : m_refunds)
        groups.append(entry.second);
    return groups;
}

QList<ReportTotals::CurrencySum> ReportTotals::perCurrency() const
{
    std::map<QString, CurrencySum> sums;
    for (const auto &entry : m_payments) {
        CurrencySum &sum = sums[entry.second.currency];
        sum.currency = entry.second.currency;
        sum.count += entry.second.count;
        sum.amountHundredths += entry.second.amountHundredths;
        sum.refundedHundredths += entry.second.refundedHundredths;
    }
    QList<CurrencySum> list;
    for (const auto &entry : sums)
        list.append(entry.second);
    return list;
}

} // namespace dd
