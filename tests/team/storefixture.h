#pragma once

// The payments the conformance test writes into both backends: every status, currencies with and
// without decimals (CLP whole), amounts at the edge of exact (12345678901.23), instants with
// milliseconds, accented customer names, refunds in every state, and vouchers due around today.

#include "core/domain/payment.h"

#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QTimeZone>

namespace dd::test {

struct StoreFixture
{
    QDate today = QDate(2025, 11, 20);   // the fixture's payments open around this day (UTC)

    static QDateTime at(qint64 ms) { return QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc()); }

    Payment payment(int i) const
    {
        static const char *const currencies[] = {"BRL", "CLP", "MXN", "USD", "BRL"};
        static const char *const methods[] = {"visa", "mastercard", "boleto", "oxxo", "spei", "pix"};
        static const char *const countries[] = {"br", "cl", "mx", "br", "co"};
        static const char *const names[] = {"José Pérez", "Ana María Souza", "ana maria", "Zoë Müller", "Bruno",
                                            "", "ÁLVARO  Núñez"};
        static const PaymentStatus statuses[] = {PaymentStatus::Open, PaymentStatus::Pending, PaymentStatus::Confirmed,
                                                 PaymentStatus::Cancelled, PaymentStatus::Confirmed};
        Payment p;
        const QString currency = QString::fromLatin1(currencies[i % 5]);
        // Hashes share their first eight characters in pairs, so the hash sort's ties go to the row id.
        p.hash = QStringLiteral("%1%2h%3").arg(i / 2, 8, 10, QLatin1Char('0')).arg(i % 2).arg(i * 7919 % 1000, 3, 10, QLatin1Char('0'));
        p.merchantPaymentCode = QStringLiteral("order-%1").arg(i % 17 == 0 ? 0 : i, 4, 10, QLatin1Char('0'));
        p.country = QString::fromLatin1(countries[i % 5]);
        p.orderNumber = QStringLiteral("N%1").arg(i);
        p.status = statuses[i % 5];
        // Milliseconds that a double would not keep: instants must come back to the millisecond.
        const qint64 opened = Q_INT64_C(1763596800123) + qint64(i) * 3'600'007 - (i % 3) * 86'400'000;
        p.openDate = i % 23 == 7 ? QDateTime() : at(opened);
        p.statusDate = at(opened + 60'001);
        if (p.status == PaymentStatus::Confirmed)
            p.confirmDate = at(opened + 120'011);
        const qint64 hundredths = currency == u"CLP" ? (i + 1) * 150'000 * 100 : (i + 1) * 12'345 + i % 7;
        p.amountExt = Money(i == 4 ? Q_INT64_C(1234567890123) : hundredths, currency);
        p.currencyExt = currency;
        p.amountBr = Money(hundredths * 2, currency);
        p.amountIof = Money(i % 4, currency);
        if (i % 6 == 0)
            p.amountExtRequested = Money(hundredths + 1, currency);
        p.currencyRate.tenThousandths = 51'234 + i;
        p.paymentTypeCode = QString::fromLatin1(methods[i % 6]);
        if (p.paymentTypeCode == u"boleto" || p.paymentTypeCode == u"oxxo")
            p.dueDate = today.addDays(i % 6 - 1);
        p.instalments = 1 + i % 3;
        p.customerName = QString::fromUtf8(names[i % 7]);
        p.customerEmail = i % 3 == 0 ? QStringLiteral("Cliente%1@Example.com").arg(i) : QString();
        p.customerDocument = i % 4 == 0 ? QStringLiteral("123.456.%1-0").arg(100 + i) : QString();
        p.cardFirstSix = i % 5 == 0 ? QStringLiteral("411111") : QString();
        p.cardLastFour = i % 5 == 0 ? QStringLiteral("%1").arg(1000 + i) : QString();
        p.preApproved = i % 8 == 0;
        if (i % 9 == 0)
            p.captureAvailable = i % 2 == 0;
        if (i % 10 == 3)
            p.transactionStatus = TransactionStatus{QStringLiteral("Acq"), QStringLiteral("OK"), QStringLiteral("fine")};
        p.rawAnswer = QJsonObject{{QStringLiteral("hash"), p.hash}, {QStringLiteral("amount_ext"), p.amountExt.toDecimalString()}};
        if (p.status == PaymentStatus::Confirmed && i % 3 != 2) {
            static const RefundStatus refundStatuses[] = {RefundStatus::Requested, RefundStatus::Confirmed,
                                                          RefundStatus::Cancelled, RefundStatus::Pending};
            for (int r = 0; r < 1 + i % 3; ++r) {
                Refund refund;
                refund.id = QStringLiteral("rf-%1-%2").arg(i).arg(r);
                refund.merchantRefundCode = QStringLiteral("mr-%1-%2").arg(i).arg(r);
                refund.status = refundStatuses[(i + r) % 4];
                refund.requestDate = at(opened + 3'600'000 + r * 1'001);
                if (refund.status == RefundStatus::Confirmed)
                    refund.confirmDate = at(opened + 7'200'000 + r);
                refund.amount = Money(currency == u"CLP" ? 10'000 * 100 : 100 + r, currency);
                refund.description = QStringLiteral("refund %1").arg(r);
                p.refunds.append(refund);
            }
        }
        return p;
    }

    QList<Payment> payments(int count = 60) const
    {
        QList<Payment> all;
        for (int i = 0; i < count; ++i)
            all.append(payment(i));
        return all;
    }
};

} // namespace dd::test
