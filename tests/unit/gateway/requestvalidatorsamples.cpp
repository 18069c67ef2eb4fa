#include "requestvalidatorsamples.h"

#include <QTimeZone>

namespace dd::test::validation {

const QDateTime Now(QDate(2026, 11, 22), QTime(12, 0), QTimeZone::utc());

CardFields rawCard()
{
    CardFields c;
    c.cardNumber = SecretText(u"4111111111111111");
    c.cardName = QStringLiteral("Jose Silva");
    c.cardDueDate = QStringLiteral("12/2030");
    c.cardCvv = SecretText(u"123");
    return c;
}

CardFields networkToken()
{
    CardFields c;
    c.networkTokenPan = SecretText(u"4895370012345671");
    c.networkTokenCryptogram = SecretText(u"AAECAwQFBgcICQoLDA0ODxAREhM=");
    c.networkTokenExpireDate = QStringLiteral("08/2029");
    c.networkTokenRawBin = QStringLiteral("411111");
    c.networkTokenRawLast4 = QStringLiteral("1111");
    c.networkTokenEci = QStringLiteral("05");
    return c;
}

CardFields walletToken()
{
    CardFields c = networkToken();
    c.networkTokenWalletType = QStringLiteral("google");
    return c;
}

DirectRequest cardPayment(CardFields card)
{
    DirectRequest r;
    r.paymentTypeCode = QStringLiteral("creditcard");
    r.amountTotal = Money(10000, QStringLiteral("BRL"));
    r.merchantPaymentCode = QStringLiteral("order-1");
    r.country = QStringLiteral("br");
    r.name = QStringLiteral("Jose Silva");
    r.email = QStringLiteral("jose@example.com");
    r.card = std::move(card);
    return r;
}

DirectRequest cashVoucher()
{
    DirectRequest r;
    r.paymentTypeCode = QStringLiteral("sencillito");
    r.amountTotal = Money(1500000, QStringLiteral("CLP"));
    r.merchantPaymentCode = QStringLiteral("order-2");
    r.country = QStringLiteral("cl");
    r.name = QStringLiteral("Ana Rojas");
    r.email = QStringLiteral("ana@example.cl");
    r.phoneNumber = QStringLiteral("+56912345678");
    r.document = QStringLiteral("12.345.678-5");
    return r;
}

DirectRequest boleto()
{
    DirectRequest r;
    r.paymentTypeCode = QStringLiteral("boleto");
    r.amountTotal = Money(15000, QStringLiteral("BRL"));
    r.merchantPaymentCode = QStringLiteral("order-3");
    r.country = QStringLiteral("br");
    r.name = QStringLiteral("Jose Silva");
    r.document = QStringLiteral("853.513.468-93");
    r.address = QStringLiteral("Avenida Paulista");
    r.streetNumber = QStringLiteral("1000");
    r.city = QStringLiteral("Sao Paulo");
    r.state = QStringLiteral("SP");
    r.zipcode = QStringLiteral("01310-100");
    return r;
}

DirectRequest oxxo()
{
    DirectRequest r;
    r.paymentTypeCode = QStringLiteral("oxxo");
    r.amountTotal = Money(50000, QStringLiteral("MXN"));
    r.merchantPaymentCode = QStringLiteral("order-4");
    r.country = QStringLiteral("mx");
    r.name = QStringLiteral("Lucia Hernandez");
    r.email = QStringLiteral("lucia@example.com.mx");
    return r;
}

Check direct(std::function<void(DirectRequest &)> edit, DirectRequest base)
{
    return [edit, base]() mutable {
        edit(base);
        return RequestValidator::direct(base, Now);
    };
}

Payment confirmedPayment()
{
    Payment p;
    p.hash = QStringLiteral("hash-1");
    p.merchantPaymentCode = QStringLiteral("order-1");
    p.country = QStringLiteral("br");
    p.status = PaymentStatus::Confirmed;
    p.currencyExt = QStringLiteral("BRL");
    p.amountExt = Money(10000, p.currencyExt);
    return p;
}

Payment preAuthorized()
{
    Payment p = confirmedPayment();
    p.status = PaymentStatus::Pending;
    p.preApproved = true;
    p.captureAvailable = true;
    return p;
}

Refund refund(const char *id, RefundStatus status, qint64 hundredths, const char *code)
{
    Refund r;
    r.id = QString::fromLatin1(id);
    r.merchantRefundCode = QString::fromLatin1(code);
    r.status = status;
    r.amount = Money(hundredths, QStringLiteral("BRL"));
    return r;
}

RefundRequest refundRequest()
{
    RefundRequest r;
    r.hash = QStringLiteral("hash-1");
    r.amount = Money(1000, QStringLiteral("BRL"));
    r.description = QStringLiteral("customer asked");
    r.payment = confirmedPayment();
    return r;
}

Check refundCheck(std::function<void(RefundRequest &)> edit)
{
    return [edit] {
        RefundRequest r = refundRequest();
        edit(r);
        return RequestValidator::refund(r);
    };
}

Check captureCheck(std::function<void(CaptureRequest &)> edit)
{
    return [edit] {
        CaptureRequest r;
        r.hash = QStringLiteral("hash-1");
        r.payment = preAuthorized();
        edit(r);
        return RequestValidator::capture(r);
    };
}

Check cancelCheck(std::function<void(CancelRequest &)> edit)
{
    return [edit] {
        CancelRequest r;
        r.hash = QStringLiteral("hash-1");
        r.payment = preAuthorized();
        edit(r);
        return RequestValidator::cancel(r);
    };
}

Check refundCancelCheck(std::function<void(RefundCancelRequest &)> edit)
{
    return [edit] {
        RefundCancelRequest r;
        r.refundId = QStringLiteral("r-1");
        Payment p = confirmedPayment();
        p.refunds = {refund("r-1", RefundStatus::Requested, 1000, "code-1"), refund("r-2", RefundStatus::Pending, 1000, "code-2"),
                     refund("r-3", RefundStatus::Confirmed, 1000, "code-3"), refund("r-4", RefundStatus::Cancelled, 1000)};
        r.payment = p;
        edit(r);
        return RequestValidator::refundCancel(r);
    };
}

QString errorFields(const FieldProblems &problems)
{
    QStringList fields;
    for (const FieldProblem &p : problems)
        if (p.isError())
            fields << p.field + u'=' + p.message;
    return fields.join(QStringLiteral("; "));
}

} // namespace dd::test::validation
