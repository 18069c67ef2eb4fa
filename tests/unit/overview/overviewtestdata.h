#pragma once

// Payments for the Overview tests: every status, method, country and currency over 40 days,
// refunds in every state, and pending vouchers due around "today" (2026-02-10).

#include "core/domain/payment.h"

#include <QCryptographicHash>
#include <QTimeZone>

namespace dd::test {

inline const QDate OverviewToday(2026, 2, 10);

inline Payment makeOverviewPayment(int n)
{
    static const QStringList currencies = {QStringLiteral("BRL"), QStringLiteral("MXN"), QStringLiteral("CLP"),
                                           QStringLiteral("USD")};
    static const QStringList methods = {QStringLiteral("visa"),   QStringLiteral("boleto"),
                                        QStringLiteral("spei"),   QStringLiteral("mastercard"),
                                        QStringLiteral("oxxo"),   QStringLiteral("sencillito"),
                                        QStringLiteral("multicaja")};
    static const QStringList countries = {QStringLiteral("br"), QStringLiteral("mx"), QStringLiteral("cl"),
                                          QStringLiteral("co"), QStringLiteral("ar")};
    static const PaymentStatus statuses[] = {PaymentStatus::Confirmed, PaymentStatus::Pending,
                                             PaymentStatus::Confirmed, PaymentStatus::Cancelled,
                                             PaymentStatus::Open,      PaymentStatus::Confirmed};
    Payment p;
    p.hash = QString::fromLatin1(QCryptographicHash::hash(QByteArray::number(n), QCryptographicHash::Sha1).toHex());
    p.merchantPaymentCode = QStringLiteral("ov-%1").arg(n, 6, 10, QLatin1Char('0'));
    p.country = countries.at(n % countries.size());
    p.currencyExt = currencies.at((n / 2) % currencies.size());
    p.paymentTypeCode = methods.at((n / 3) % methods.size());
    p.status = statuses[n % 6];
    // 2026-01-01 00:00 UTC plus 1 h 47 min per payment: about 13 a day for 40 days, at every hour.
    p.openDate = QDateTime(QDate(2026, 1, 1), QTime(0, 0), QTimeZone::utc()).addSecs(qint64(n) * 6420);
    p.statusDate = p.openDate.addSecs(600);
    if (p.status == PaymentStatus::Confirmed)
        p.confirmDate = p.openDate.addSecs(900);
    p.amountExt = Money(100 + (qint64(n) * 7919) % 900'000, p.currencyExt);
    p.amountBr = p.amountExt;
    p.amountIof = Money(0, p.currencyExt);
    p.currencyRate.tenThousandths = 10000;
    p.dueDate = OverviewToday.addDays(n % 7 - 2);   // from two days ago to four days ahead
    p.customerName = QStringLiteral("Customer %1").arg(n);
    if (p.status == PaymentStatus::Confirmed && n % 3 == 0) {
        static const RefundStatus refundStatuses[] = {RefundStatus::Requested, RefundStatus::Pending,
                                                      RefundStatus::Confirmed, RefundStatus::Cancelled};
        for (int r = 0; r < 1 + n % 3; ++r) {
            Refund refund;
            refund.id = QStringLiteral("%1-%2").arg(n).arg(r);
            refund.merchantRefundCode = QStringLiteral("rf-%1-%2").arg(n).arg(r);
            refund.status = refundStatuses[(n / 6 + r) % 4];
            refund.requestDate = p.openDate.addDays(r + 1);
            refund.amount = Money(50 + r, p.currencyExt);
            p.refunds.append(refund);
        }
    }
    return p;
}

inline QList<Payment> makeOverviewPayments(int count)
{
    QList<Payment> payments;
    for (int n = 0; n < count; ++n)
        payments.append(makeOverviewPayment(n));
    return payments;
}

} // namespace dd::test
