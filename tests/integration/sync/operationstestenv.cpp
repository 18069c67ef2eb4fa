#include "operationstestenv.h"

#include "testcache.h"

#include "core/cache/cachesession.h"
#include "core/cache/paymentstore.h"
#include "core/gateway/directapiclient.h"
#include "core/sync/paymentoperations.h"
#include "sandbox/sandboxthread.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTimer>
#include <QUuid>

namespace dd::test {

struct OperationsTestEnvironment::Parts
{
    std::unique_ptr<sandbox::SandboxThread> sandbox;
    TestCache cache;
    QNetworkAccessManager network;
    std::unique_ptr<DirectApiClient> client;
    std::unique_ptr<PaymentOperations> operations;
    QString key;
    QString error;
};

QString uniqueMerchantCode()
{
    return QStringLiteral("t") + QUuid::createUuid().toString(QUuid::Id128).left(20);
}

OperationsTestEnvironment::OperationsTestEnvironment(int transferTimeoutMs) : m_parts(std::make_unique<Parts>())
{
    if (!m_parts->cache.session()) {
        m_parts->error = QStringLiteral("cache: ") + m_parts->cache.error();
        return;
    }
    sandbox::SandboxOptions options;
    m_parts->key = options.integrationKey;
    m_parts->sandbox = std::make_unique<sandbox::SandboxThread>(options);
    if (!m_parts->sandbox->start(&m_parts->error))
        return;
    ConnectionSettings settings;
    settings.baseUrl = m_parts->sandbox->baseUrl();
    settings.transferTimeoutMs = transferTimeoutMs;
    settings.maxReadRetries = 1;
    settings.retryBaseDelayMs = 20;
    settings.retryMaxDelayMs = 50;
    m_parts->client = std::make_unique<DirectApiClient>(
        &m_parts->network, settings, std::make_shared<IntegrationKeyAuthenticator>(SecretText(m_parts->key)));
    m_parts->operations =
        std::make_unique<PaymentOperations>(*m_parts->client, *m_parts->cache.session(), QStringLiteral("tester"));
}

OperationsTestEnvironment::~OperationsTestEnvironment()
{
    m_parts->operations.reset();
    m_parts->client.reset();
    if (m_parts->sandbox)
        m_parts->sandbox->stop();
}

bool OperationsTestEnvironment::isReady() const
{
    return m_parts->operations != nullptr;
}

QString OperationsTestEnvironment::error() const
{
    return m_parts->error;
}

PaymentOperations &OperationsTestEnvironment::operations() { return *m_parts->operations; }
DirectApiClient &OperationsTestEnvironment::client() { return *m_parts->client; }
QNetworkAccessManager &OperationsTestEnvironment::network() { return m_parts->network; }
PaymentStore &OperationsTestEnvironment::payments() { return m_parts->cache.session()->payments(); }
IntentLog &OperationsTestEnvironment::intents() { return m_parts->cache.session()->intents(); }
AuditStore &OperationsTestEnvironment::audit() { return m_parts->cache.session()->audit(); }
CacheSession &OperationsTestEnvironment::session() { return *m_parts->cache.session(); }

QJsonObject OperationsTestEnvironment::post(const QString &path, QJsonObject body)
{
    if (path.startsWith(QStringLiteral("/ws/")) && !body.contains(QStringLiteral("integration_key")))
        body.insert(QStringLiteral("integration_key"), m_parts->key);
    QUrl url = m_parts->sandbox->baseUrl();
    url.setPath(path);
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    request.setTransferTimeout(10000);
    QNetworkAccessManager network;   // not the client's: its connection pool stays untouched
    QNetworkReply *reply = network.post(request, QJsonDocument(body).toJson(QJsonDocument::Compact));
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    if (!reply->isFinished())
        loop.exec();
    const QJsonObject answer = QJsonDocument::fromJson(reply->readAll()).object();
    reply->deleteLater();
    return answer;
}

int OperationsTestEnvironment::requestCount(const QString &wsPath)
{
    return post(QStringLiteral("/sandbox/stats"), {}).value(QStringLiteral("requests")).toObject().value(wsPath).toInt();
}

int OperationsTestEnvironment::effectCount(const QString &wsPath)
{
    return post(QStringLiteral("/sandbox/stats"), {}).value(QStringLiteral("effects")).toObject().value(wsPath).toInt();
}

bool OperationsTestEnvironment::addFault(const QString &kind, const QString &wsPath, int count)
{
    const QJsonObject answer = post(QStringLiteral("/sandbox/faults"),
                                    QJsonObject{{QStringLiteral("kind"), kind},
                                                {QStringLiteral("count"), count},
                                                {QStringLiteral("paths"), QJsonArray{wsPath}}});
    return answer.value(QStringLiteral("status")).toString() == u"SUCCESS";
}

QString OperationsTestEnvironment::createCardPayment(bool autoCapture, const QString &country, const QString &currency,
                                                     const QString &amount)
{
    const QJsonObject card{{QStringLiteral("card_number"), QStringLiteral("4111111111111111")},
                           {QStringLiteral("card_name"), QStringLiteral("Jose Silva")},
                           {QStringLiteral("card_due_date"), QStringLiteral("12/2034")},
                           {QStringLiteral("card_cvv"), QStringLiteral("123")},
                           {QStringLiteral("auto_capture"), autoCapture}};
    const QJsonObject payment{{QStringLiteral("payment_type_code"), QStringLiteral("creditcard")},
                              {QStringLiteral("merchant_payment_code"), uniqueMerchantCode()},
                              {QStringLiteral("currency_code"), currency},
                              {QStringLiteral("amount_total"), amount},
                              {QStringLiteral("country"), country},
                              {QStringLiteral("name"), QStringLiteral("Jose Silva")},
                              {QStringLiteral("email"), QStringLiteral("jose@example.com")},
                              {QStringLiteral("card"), card}};
    const QJsonObject answer = post(QStringLiteral("/ws/direct"),
                                    QJsonObject{{QStringLiteral("operation"), QStringLiteral("request")},
                                                {QStringLiteral("mode"), QStringLiteral("full")},
                                                {QStringLiteral("payment"), payment}});
    return answer.value(QStringLiteral("payment")).toObject().value(QStringLiteral("hash")).toString();
}

QString OperationsTestEnvironment::createVoucherPayment()
{
    const QJsonObject payment{{QStringLiteral("payment_type_code"), QStringLiteral("multicaja")},
                              {QStringLiteral("merchant_payment_code"), uniqueMerchantCode()},
                              {QStringLiteral("currency_code"), QStringLiteral("CLP")},
                              {QStringLiteral("amount_total"), QStringLiteral("5000.00")},
                              {QStringLiteral("country"), QStringLiteral("cl")},
                              {QStringLiteral("name"), QStringLiteral("Maria Perez")},
                              {QStringLiteral("email"), QStringLiteral("maria@example.com")},
                              {QStringLiteral("phone_number"), QStringLiteral("+56912345678")},
                              {QStringLiteral("document"), QStringLiteral("11.111.111-1")}};
    const QJsonObject answer = post(QStringLiteral("/ws/direct"),
                                    QJsonObject{{QStringLiteral("operation"), QStringLiteral("request")},
                                                {QStringLiteral("mode"), QStringLiteral("full")},
                                                {QStringLiteral("payment"), payment}});
    return answer.value(QStringLiteral("payment")).toObject().value(QStringLiteral("hash")).toString();
}

std::optional<Payment> OperationsTestEnvironment::importPayment(const QString &hash)
{
    OperationCall *call = operations().lookUp(hash);
    QSignalSpy finished(call, &OperationCall::finished);
    if (!finished.wait(15000) || !call->succeeded())
        return std::nullopt;
    return cachedPayment(hash);
}

std::optional<Payment> OperationsTestEnvironment::cachedPayment(const QString &hash)
{
    return payments().findByHash(hash);
}

} // namespace dd::test
