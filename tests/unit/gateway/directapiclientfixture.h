// What the client tests share: a fixed clock and key, fixtures from disk, valid requests of every
// operation, and a client over a fake network (Harness). Used by tst_directapiclient and
// tst_directapirequests.
#pragma once

#include "core/gateway/directapiclient.h"
#include "fakenetwork.h"

#include <QFile>
#include <QStringList>
#include <QTimeZone>

namespace dd::test {

inline const QDateTime Now(QDate(2026, 11, 22), QTime(12, 0), QTimeZone::utc());
inline const QString Key = QStringLiteral("test-integration-key-9876");

inline QByteArray fixture(const char *name)
{
    QFile file(QStringLiteral(DIRECTDESK_TEST_DATA_DIR "/fixtures/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return file.readAll();
}

inline ConnectionSettings fastSettings(int retries = 3)
{
    ConnectionSettings s;
    s.baseUrl = QUrl(QStringLiteral("https://sandbox.ebanxpay.com"));
    s.transferTimeoutMs = 150;
    s.maxReadRetries = retries;
    s.retryBaseDelayMs = 5;
    s.retryMaxDelayMs = 20;
    return s;
}

inline Payment payment(PaymentStatus status)
{
    Payment p;
    p.hash = QStringLiteral("hash-1");
    p.merchantPaymentCode = QStringLiteral("order-1");
    p.country = QStringLiteral("br");
    p.status = status;
    p.currencyExt = QStringLiteral("BRL");
    p.amountExt = Money(10000, p.currencyExt);
    p.preApproved = status == PaymentStatus::Pending;
    if (status == PaymentStatus::Pending)
        p.captureAvailable = true;
    Refund r;
    r.id = QStringLiteral("r-1");
    r.status = RefundStatus::Requested;
    r.amount = Money(1000, p.currencyExt);
    if (status == PaymentStatus::Confirmed)
        p.refunds = {r};
    return p;
}

inline DirectRequest cardPayment()
{
    DirectRequest r;
    r.paymentTypeCode = QStringLiteral("creditcard");
    r.amountTotal = Money(10000, QStringLiteral("BRL"));
    r.country = QStringLiteral("br");
    r.name = QStringLiteral("Jose Silva");
    r.email = QStringLiteral("jose@example.com");
    r.useFreshMerchantCode();   // as PaymentOperations::withMerchantPaymentCode gives it
    CardFields c;
    c.cardNumber = SecretText(u"4111111111111111");
    c.cardName = QStringLiteral("Jose Silva");
    c.cardDueDate = QStringLiteral("12/2030");
    c.cardCvv = SecretText(u"123");
    c.autoCapture = false;
    r.card = c;
    return r;
}

inline RefundRequest refundRequest()
{
    RefundRequest r;
    r.hash = QStringLiteral("hash-1");
    r.amount = Money(1000, QStringLiteral("BRL"));
    r.description = QStringLiteral("customer asked");
    r.payment = payment(PaymentStatus::Confirmed);
    return r;
}

// Starts one operation with a valid request.
inline GatewayCall *start(DirectApiClient &client, GatewayOperation op)
{
    switch (op) {
    case GatewayOperation::Create: return client.createPayment(cardPayment());
    case GatewayOperation::Query: return client.query({QStringLiteral("hash-1"), {}});
    case GatewayOperation::Capture: return client.capture({QStringLiteral("hash-1"), {}, {}, {}, payment(PaymentStatus::Pending)});
    case GatewayOperation::Cancel: return client.cancel({QStringLiteral("hash-1"), payment(PaymentStatus::Pending)});
    case GatewayOperation::Refund: {
        RefundRequest r = refundRequest();
        r.useFreshMerchantCode();   // as PaymentOperations::withMerchantRefundCode gives it
        return client.refund(r);
    }
    case GatewayOperation::RefundCancel:
        return client.cancelRefund({QStringLiteral("r-1"), {}, payment(PaymentStatus::Confirmed)});
    case GatewayOperation::EWallets: return client.availableEWallets({QStringLiteral("br")});
    }
    return nullptr;
}

struct Harness
{
    FakeNetwork network;
    DirectApiClient client;
    explicit Harness(ConnectionSettings settings = fastSettings())
        : client(&network, std::move(settings), std::make_shared<IntegrationKeyAuthenticator>(SecretText(Key)),
                 [] { return Now; })
    {
    }
    GatewayResult run(GatewayOperation op) { return DirectApiClient::wait(start(client, op)); }
};

inline FakeResponse withHeader(FakeResponse r, const char *name, const char *value)
{
    r.headers.append({QByteArray(name), QByteArray(value)});
    return r;
}

} // namespace dd::test

Q_DECLARE_METATYPE(dd::test::FakeResponse)
