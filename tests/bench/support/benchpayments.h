#pragma once

// Deterministic, realistic payments for the benchmarks: mixed methods, currencies, countries and
// statuses, random amounts, accented customer names, one payment a minute over two years. With
// `WithAnswersAndRefunds` (the cache benchmark) each payment also carries a full raw answer and one
// in ten is confirmed with one or two refunds; those extras come from a second random stream, so
// the payments themselves are the same either way.

#include "core/domain/payment.h"

#include <QJsonObject>
#include <QRandomGenerator>
#include <QTimeZone>

#include <array>

namespace dd::bench {

class BenchPaymentFactory
{
public:
    enum class Extras { None, WithAnswersAndRefunds };
    explicit BenchPaymentFactory(Extras extras = Extras::None) : m_extras(extras) {}

    qint64 refunds() const { return m_refunds; }

    Payment make(qint64 n)
    {
        using namespace Qt::StringLiterals;
        static const QStringList currencies = {u"BRL"_s, u"MXN"_s, u"CLP"_s, u"COP"_s, u"USD"_s};
        static const QStringList countries = {u"br"_s, u"mx"_s, u"cl"_s, u"co"_s, u"ar"_s};
        static const QStringList methods = {u"visa"_s, u"mastercard"_s, u"boleto"_s, u"spei"_s, u"oxxo"_s,
                                            u"multicaja"_s, u"sencillito"_s, u"pix"_s, u"nequi"_s, u"amex"_s};
        static const QStringList first = {u"José"_s, u"Maria"_s, u"João"_s, u"Ana"_s, u"Luis"_s, u"Camila"_s,
                                          u"Pedro"_s, u"Lucía"_s, u"Carlos"_s, u"Fernanda"_s, u"Diego"_s, u"Sofía"_s};
        static const QStringList last = {u"Silva"_s, u"Souza"_s, u"Pérez"_s, u"Gómez"_s, u"Rodríguez"_s,
                                         u"Oliveira"_s, u"Martínez"_s, u"Álvarez"_s, u"Costa"_s, u"Díaz"_s};
        static const std::array<PaymentStatus, 10> statuses = {
            PaymentStatus::Confirmed, PaymentStatus::Confirmed, PaymentStatus::Confirmed, PaymentStatus::Confirmed,
            PaymentStatus::Confirmed, PaymentStatus::Pending,   PaymentStatus::Pending,   PaymentStatus::Cancelled,
            PaymentStatus::Cancelled, PaymentStatus::Open};
        Payment p;
        p.hash = QString::number(m_random.generate64(), 16).rightJustified(16, u'0')
                 + QString::number(m_random.generate64(), 16).rightJustified(16, u'0');
        p.merchantPaymentCode = u"dd-%1"_s.arg(n, 9, 10, QChar(u'0'));
        const int pick = int(m_random.bounded(1000));
        p.country = countries.at(pick % countries.size());
        p.currencyExt = currencies.at(pick % currencies.size());
        p.paymentTypeCode = methods.at(int(m_random.bounded(int(methods.size()))));
        p.status = statuses.at(m_random.bounded(int(statuses.size())));
        p.openDate = QDateTime(QDate(2024, 1, 1), QTime(0, 0), QTimeZone::utc()).addSecs(n * 60);
        p.statusDate = p.status == PaymentStatus::Pending ? QDateTime() : p.openDate.addSecs(3600);
        if (p.status == PaymentStatus::Confirmed)
            p.confirmDate = p.openDate.addSecs(3600);
        p.amountExt = Money(100 + qint64(m_random.bounded(5'000'000)), p.currencyExt);
        p.amountBr = p.amountExt;
        p.amountIof = Money(0, p.currencyExt);
        p.currencyRate.tenThousandths = 10000;
        p.dueDate = p.openDate.date().addDays(3);
        p.customerName = first.at(int(m_random.bounded(int(first.size())))) + u' '
                         + last.at(int(m_random.bounded(int(last.size())))) + u' '
                         + last.at(int(m_random.bounded(int(last.size()))));
        p.customerEmail = u"c%1@example.com"_s.arg(m_random.bounded(10'000'000));
        p.customerDocument = QString::number(10'000'000'000LL + qint64(m_random.bounded(1'000'000'000)));
        if (p.methodKind() == MethodKind::Card) {
            p.cardFirstSix = u"411111"_s;
            p.cardLastFour = QString::number(1000 + m_random.bounded(9000));
            p.transactionStatus = TransactionStatus{u"EBANX"_s, u"OK"_s, u"Accepted"_s};
            p.preApproved = true;
            p.captureAvailable = false;
        }
        if (m_extras == Extras::WithAnswersAndRefunds)
            addAnswerAndRefunds(p, n);
        return p;
    }

private:
    void addAnswerAndRefunds(Payment &p, qint64 n)
    {
        using namespace Qt::StringLiterals;
        if (p.methodKind() != MethodKind::Card)
            p.redirectUrl = u"https://sandbox.example.com/print/?hash="_s + p.hash;
        p.rawAnswer = QJsonObject{
            {u"hash"_s, p.hash}, {u"pin"_s, u"670361249"_s}, {u"country"_s, p.country},
            {u"merchant_payment_code"_s, p.merchantPaymentCode}, {u"order_number"_s, QJsonValue()},
            {u"status"_s, paymentStatusCode(p.status)}, {u"status_date"_s, QJsonValue()},
            {u"open_date"_s, p.openDate.toString(u"yyyy-MM-dd HH:mm:ss"_s)}, {u"confirm_date"_s, QJsonValue()},
            {u"transfer_date"_s, QJsonValue()}, {u"amount_br"_s, p.amountBr.toDecimalString()},
            {u"amount_ext"_s, p.amountExt.toDecimalString()}, {u"amount_iof"_s, u"0.00"_s},
            {u"currency_rate"_s, u"1.0000"_s}, {u"currency_ext"_s, p.currencyExt},
            {u"due_date"_s, p.dueDate.toString(Qt::ISODate)}, {u"instalments"_s, u"1"_s},
            {u"payment_type_code"_s, p.paymentTypeCode},
            {u"transaction_status"_s, QJsonObject{{u"acquirer"_s, u"EBANX"_s}, {u"code"_s, u"OK"_s},
                                                  {u"description"_s, u"Accepted"_s}}},
            {u"pre_approved"_s, p.preApproved}, {u"capture_available"_s, QJsonValue()}};
        if (m_extra.bounded(10) != 0)
            return;
        p.status = PaymentStatus::Confirmed;
        p.statusDate = p.openDate.addSecs(3600);
        p.confirmDate = p.statusDate;
        const int count = 1 + int(m_extra.bounded(2));
        for (int i = 0; i < count; ++i) {
            Refund r;
            r.id = QString::number(n * 10 + i);
            r.merchantRefundCode = u"rf-%1-%2"_s.arg(n).arg(i);
            r.status = i == 0 ? RefundStatus::Confirmed : RefundStatus::Requested;
            r.requestDate = p.openDate.addDays(2);
            r.amount = Money(p.amountExt.hundredths() / 4, p.currencyExt);
            r.description = u"Customer asked for a refund"_s;
            p.refunds.append(r);
        }
        m_refunds += count;
    }

    Extras m_extras;
    QRandomGenerator m_random{20261122};
    QRandomGenerator m_extra{20260101};
    qint64 m_refunds = 0;
};

} // namespace dd::bench
