// RefreshService end to end: a directdesk-sandbox process, an encrypted cache, the refresh on its
// worker thread with its own session and network manager.
#include "core/cache/vault.h"
#include "core/gateway/answerparser.h"
#include "core/gateway/authenticator.h"
#include "core/gateway/directapiclient.h"
#include "core/sync/notificationimport.h"
#include "core/sync/paymentoperations.h"
#include "core/sync/refreshservice.h"
#include "support/sandboxprocess.h"

#include <QJsonArray>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace dd;
using dd::test::SandboxProcess;

namespace {

const QString Passphrase = QStringLiteral("correct horse 42 battery");

ConnectionSettings fastTiming(const QUrl &base)
{
    ConnectionSettings timing;
    timing.baseUrl = base;
    timing.transferTimeoutMs = 2000;
    timing.retryBaseDelayMs = 20;
    timing.retryMaxDelayMs = 100;
    return timing;
}

} // namespace

class TestRefreshService : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void refreshAllWritesNewStatuses();
    void olderAnswerNeverOverwritesNewerStatus();
    void queuedNotificationIsQueriedAndLeavesQueue();
    void readFaultsAreRetried_data();
    void readFaultsAreRetried();
    void unknownRefundIsResolvedWithoutSecondEffect();
    void unknownCreateIsStoredWithItsCustomersName();
    void scheduleAndCancel();

private:
    QString createVoucher();
    QString createCardPayment();
    Payment sandboxPayment(const QString &hash);
    void store(const Payment &payment);
    std::optional<Payment> cached(const QString &hash) { return m_vault->session()->payments().findByHash(hash); }
    std::unique_ptr<RefreshService> service();
    bool runToEnd(RefreshService &refresh, const std::function<void()> &start, RefreshSummary *summary = nullptr);
    int effects(const QString &path);

    std::unique_ptr<SandboxProcess> m_sandbox;
    std::unique_ptr<QTemporaryDir> m_folder;
    std::unique_ptr<Vault> m_vault;
    int m_codes = 0;
};

void TestRefreshService::init()
{
    m_sandbox = std::make_unique<SandboxProcess>();
    QVERIFY2(m_sandbox->isReady(), qPrintable(m_sandbox->errorString()));
    m_folder = std::make_unique<QTemporaryDir>();
    VaultOptions options;
    options.limits = cache::KeyDerivationLimits::fastForTests();
    m_vault = std::make_unique<Vault>(m_folder->filePath(QStringLiteral("cache.ddc")), options);
    QVERIFY(m_vault->create(Passphrase, Passphrase).hasValue());
    QVERIFY(m_vault->session()->settings().updateConnection(QStringLiteral("sandbox"), m_sandbox->baseUrl(),
                                                            m_sandbox->integrationKey()));
}

void TestRefreshService::cleanup()
{
    if (m_vault)
        m_vault->lock();
    m_vault.reset();
    m_folder.reset();
    m_sandbox.reset();
}

std::unique_ptr<RefreshService> TestRefreshService::service()
{
    const QUrl base = m_sandbox->baseUrl();
    const QString key = m_sandbox->integrationKey();
    return std::make_unique<RefreshService>(
        sessionsOf(*m_vault), [base, key](QNetworkAccessManager *network, StoreSession &) {
            return std::make_unique<DirectApiClient>(network, fastTiming(base),
                                                     std::make_shared<IntegrationKeyAuthenticator>(SecretText(key)));
        });
}

bool TestRefreshService::runToEnd(RefreshService &refresh, const std::function<void()> &start, RefreshSummary *summary)
{
    QSignalSpy finished(&refresh, &RefreshService::finished);
    QSignalSpy summaries(&refresh, &RefreshService::summary);
    start();
    if (!finished.wait(20000))
        return false;
    if (summary && !summaries.isEmpty())
        *summary = summaries.last().at(0).value<RefreshSummary>();
    return true;
}

QString TestRefreshService::createVoucher()
{
    const QJsonObject payment{{QStringLiteral("payment_type_code"), QStringLiteral("multicaja")},
                              {QStringLiteral("merchant_payment_code"), QString(u"rs-v-" + QString::number(++m_codes))},
                              {QStringLiteral("currency_code"), QStringLiteral("CLP")},
                              {QStringLiteral("amount_total"), QStringLiteral("5000.00")},
                              {QStringLiteral("country"), QStringLiteral("cl")},
                              {QStringLiteral("name"), QStringLiteral("Maria Perez")},
                              {QStringLiteral("email"), QStringLiteral("maria@example.com")},
                              {QStringLiteral("phone_number"), QStringLiteral("+56912345678")},
                              {QStringLiteral("document"), QStringLiteral("11.111.111-1")}};
    const QJsonObject answer = m_sandbox->postWithKey("/ws/direct", {{QStringLiteral("operation"), QStringLiteral("request")},
                                                                     {QStringLiteral("mode"), QStringLiteral("full")},
                                                                     {QStringLiteral("payment"), payment}});
    return answer.value(QStringLiteral("payment")).toObject().value(QStringLiteral("hash")).toString();
}

QString TestRefreshService::createCardPayment()
{
    const QJsonObject card{{QStringLiteral("card_number"), QStringLiteral("4111111111111111")},
                           {QStringLiteral("card_name"), QStringLiteral("Jose Silva")},
                           {QStringLiteral("card_due_date"), QStringLiteral("12/2034")},
                           {QStringLiteral("card_cvv"), QStringLiteral("123")},
                           {QStringLiteral("auto_capture"), true}};
    const QJsonObject payment{{QStringLiteral("payment_type_code"), QStringLiteral("creditcard")},
                              {QStringLiteral("merchant_payment_code"), QString(u"rs-c-" + QString::number(++m_codes))},
                              {QStringLiteral("currency_code"), QStringLiteral("BRL")},
                              {QStringLiteral("amount_total"), QStringLiteral("100.00")},
                              {QStringLiteral("country"), QStringLiteral("br")},
                              {QStringLiteral("name"), QStringLiteral("Jose Silva")},
                              {QStringLiteral("email"), QStringLiteral("jose@example.com")},
                              {QStringLiteral("card"), card}};
    const QJsonObject answer = m_sandbox->postWithKey("/ws/direct", {{QStringLiteral("operation"), QStringLiteral("request")},
                                                                     {QStringLiteral("mode"), QStringLiteral("full")},
                                                                     {QStringLiteral("payment"), payment}});
    return answer.value(QStringLiteral("payment")).toObject().value(QStringLiteral("hash")).toString();
}

Payment TestRefreshService::sandboxPayment(const QString &hash)
{
    const QJsonObject answer = m_sandbox->postWithKey("/ws/query", {{QStringLiteral("hash"), hash}});
    auto parsed = AnswerParser::payment(answer.value(QStringLiteral("payment")).toObject());
    if (!parsed)
        qFatal("unreadable payment: %s", qPrintable(parsed.error()));
    return std::move(parsed).value();
}

void TestRefreshService::store(const Payment &payment)
{
    const auto written = m_vault->session()->payments().upsert(payment);
    QVERIFY2(written.hasValue(), qPrintable(written.hasValue() ? QString() : written.error().message));
}

int TestRefreshService::effects(const QString &path)
{
    return m_sandbox->post("/sandbox/stats", {}).value(QStringLiteral("effects")).toObject().value(path).toInt();
}

void TestRefreshService::refreshAllWritesNewStatuses()
{
    QStringList hashes;
    for (int i = 0; i < 6; ++i) {
        hashes.append(createVoucher());
        QVERIFY(!hashes.last().isEmpty());
        store(sandboxPayment(hashes.last()));
        QCOMPARE(cached(hashes.last())->status, PaymentStatus::Pending);
    }
    // Three vouchers are paid at the gateway meanwhile.
    for (int i = 0; i < 3; ++i)
        m_sandbox->post("/sandbox/payments/confirm", {{QStringLiteral("hash"), hashes.at(i)}});

    auto refresh = service();
    QSignalSpy progress(refresh.get(), &RefreshService::progress);
    QSignalSpy changed(refresh.get(), &RefreshService::paymentsChanged);
    RefreshSummary summary;
    QVERIFY(runToEnd(*refresh, [&] { refresh->refreshAll(); }, &summary));
    QCOMPARE(summary.total, 6);
    QCOMPARE(summary.refreshed, 6);
    QCOMPARE(summary.failed, 0);
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.last().at(0).toInt(), 6);
    QCOMPARE(progress.last().at(1).toInt(), 6);
    QSet<QString> changedHashes;
    for (const QList<QVariant> &signal : std::as_const(changed))
        for (const QString &hash : signal.at(0).toStringList())
            changedHashes.insert(hash);
    for (int i = 0; i < 6; ++i) {
        QVERIFY(changedHashes.contains(hashes.at(i)));
        QCOMPARE(cached(hashes.at(i))->status, i < 3 ? PaymentStatus::Confirmed : PaymentStatus::Pending);
    }
    // Confirmed payments without refunds are final: the next refresh leaves them alone.
    QVERIFY(runToEnd(*refresh, [&] { refresh->refreshAll(); }, &summary));
    QCOMPARE(summary.total, 3);
}

void TestRefreshService::olderAnswerNeverOverwritesNewerStatus()
{
    const QString hash = createVoucher();
    Payment newer = sandboxPayment(hash);
    newer.status = PaymentStatus::Confirmed;
    newer.statusDate = newer.statusDate.addDays(1);
    store(newer);
    auto refresh = service();
    RefreshSummary summary;
    QVERIFY(runToEnd(*refresh, [&] { refresh->refreshHashes({hash}); }, &summary));
    QCOMPARE(summary.refreshed, 1);
    QCOMPARE(cached(hash)->status, PaymentStatus::Confirmed);
}

void TestRefreshService::queuedNotificationIsQueriedAndLeavesQueue()
{
    const QString hash = createVoucher();
    const auto codes = NotificationImport::parse(
        "operation=payment_status_change&notification_type=update&hash_codes=" + hash.toLatin1());
    QVERIFY(codes.hasValue());
    QCOMPARE(m_vault->session()->importQueue().enqueue(QueuedCode::Kind::Hash, codes->hashes,
                                                       QStringLiteral("notification"))->added,
             1);
    QVERIFY(!cached(hash));
    auto refresh = service();
    QVERIFY(runToEnd(*refresh, [&] { refresh->refreshAll(); }));
    QVERIFY(cached(hash));
    QCOMPARE(m_vault->session()->importQueue().size(), 0);
}

void TestRefreshService::readFaultsAreRetried_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("http_500") << QStringLiteral("http_500");
    QTest::newRow("http_503") << QStringLiteral("http_503");
    QTest::newRow("http_429") << QStringLiteral("http_429");
    QTest::newRow("malformed") << QStringLiteral("malformed");
    QTest::newRow("truncate") << QStringLiteral("truncate");
    QTest::newRow("reset") << QStringLiteral("reset");
}

void TestRefreshService::readFaultsAreRetried()
{
    QFETCH(QString, kind);
    const QString hash = createVoucher();
    store(sandboxPayment(hash));
    m_sandbox->post("/sandbox/payments/confirm", {{QStringLiteral("hash"), hash}});
    const QJsonObject added = m_sandbox->post(
        "/sandbox/faults", {{QStringLiteral("kind"), kind},
                            {QStringLiteral("count"), 2},
                            {QStringLiteral("paths"), QJsonArray{QStringLiteral("/ws/query")}}});
    QCOMPARE(added.value(QStringLiteral("status")).toString(), QStringLiteral("SUCCESS"));
    auto refresh = service();
    RefreshSummary summary;
    QVERIFY(runToEnd(*refresh, [&] { refresh->refreshAll(); }, &summary));
    QCOMPARE(summary.failed, 0);
    QCOMPARE(cached(hash)->status, PaymentStatus::Confirmed);
}

void TestRefreshService::unknownRefundIsResolvedWithoutSecondEffect()
{
    const QString hash = createCardPayment();
    store(sandboxPayment(hash));
    QCOMPARE(cached(hash)->status, PaymentStatus::Confirmed);
    const int before = effects(QStringLiteral("/ws/refund"));

    // The refund is applied at the gateway but every answer is lost.
    m_sandbox->post("/sandbox/faults", {{QStringLiteral("kind"), QStringLiteral("apply_then_drop")},
                                        {QStringLiteral("count"), 3},
                                        {QStringLiteral("paths"), QJsonArray{QStringLiteral("/ws/refund")}}});
    QNetworkAccessManager network;
    DirectApiClient client(&network, fastTiming(m_sandbox->baseUrl()),
                           std::make_shared<IntegrationKeyAuthenticator>(SecretText(m_sandbox->integrationKey())));
    PaymentOperations operations(client, *m_vault->session(), QStringLiteral("tester"));
    RefundRequest request;
    request.hash = hash;
    request.amount = Money::parse(u"10.00", QStringLiteral("BRL")).value();
    request.description = QStringLiteral("damaged");
    request.merchantRefundCode = QStringLiteral("rs-refund-1");
    OperationCall *call = operations.refund(*cached(hash), request);
    call->setAutoDelete(false);
    QSignalSpy done(call, &OperationCall::finished);
    QVERIFY(done.wait(15000));
    QVERIFY(call->isOutcomeUnknown());
    delete call;
    QCOMPARE(effects(QStringLiteral("/ws/refund")), before + 1);
    QVERIFY(operations.hasUnresolvedIntent(hash));

    // The refresh resolves the open intent by query; nothing is sent again.
    auto refresh = service();
    RefreshSummary summary;
    QVERIFY(runToEnd(*refresh, [&] { refresh->refreshAll(); }, &summary));
    QCOMPARE(summary.resolved, 1);
    QVERIFY(m_vault->session()->intents().unresolved().isEmpty());
    QCOMPARE(effects(QStringLiteral("/ws/refund")), before + 1);
    const std::optional<Payment> refunded = cached(hash);
    QVERIFY(refunded);
    QCOMPARE(refunded->refunds.size(), 1);
    QCOMPARE(refunded->refunds.first().merchantRefundCode, QStringLiteral("rs-refund-1"));
}

// A create made at the gateway whose answer was unreadable: the refresh finds it by its merchant code
// and stores it with the customer's name the create recorded, as the create's own answer would
// have been (the gateway's answers name no customer).
void TestRefreshService::unknownCreateIsStoredWithItsCustomersName()
{
    m_sandbox->post("/sandbox/faults", {{QStringLiteral("kind"), QStringLiteral("malformed")},
                                        {QStringLiteral("count"), 1},
                                        {QStringLiteral("paths"), QJsonArray{QStringLiteral("/ws/direct")}}});
    QNetworkAccessManager network;
    DirectApiClient client(&network, fastTiming(m_sandbox->baseUrl()),
                           std::make_shared<IntegrationKeyAuthenticator>(SecretText(m_sandbox->integrationKey())));
    PaymentOperations operations(client, *m_vault->session(), QStringLiteral("tester"));
    DirectRequest request;
    request.paymentTypeCode = QStringLiteral("multicaja");
    request.merchantPaymentCode = QStringLiteral("rs-create-1");
    request.amountTotal = Money::parse(u"5000.00", QStringLiteral("CLP")).value();
    request.country = QStringLiteral("cl");
    request.name = QStringLiteral("Maria Perez");
    request.email = QStringLiteral("maria@example.com");
    OperationCall *call = operations.createPayment(request);
    call->setAutoDelete(false);
    QSignalSpy done(call, &OperationCall::finished);
    QVERIFY(done.wait(15000));
    QVERIFY(call->isOutcomeUnknown());
    delete call;
    QCOMPARE(effects(QStringLiteral("/ws/direct")), 1);
    QVERIFY(!m_vault->session()->payments().findByMerchantCode(request.merchantPaymentCode));

    auto refresh = service();
    RefreshSummary summary;
    QVERIFY(runToEnd(*refresh, [&] { refresh->refreshAll(); }, &summary));
    QCOMPARE(summary.resolved, 1);
    QVERIFY(m_vault->session()->intents().unresolved().isEmpty());
    const std::optional<Payment> stored =
        m_vault->session()->payments().findByMerchantCode(request.merchantPaymentCode);
    QVERIFY(stored);
    QCOMPARE(stored->customerName, request.name);
    QCOMPARE(effects(QStringLiteral("/ws/direct")), 1);   // found by query, never sent again
}

void TestRefreshService::scheduleAndCancel()
{
    for (int i = 0; i < 8; ++i)
        store(sandboxPayment(createVoucher()));
    auto refresh = service();
    refresh->setSchedule(0);
    QCOMPARE(refresh->scheduleMinutes(), 0);
    refresh->setSchedule(15);
    QCOMPARE(refresh->scheduleMinutes(), 15);
    refresh->setSchedule(0);
    CacheSession &cache = *m_vault->session();
    QCOMPARE(RefreshSchedule::minutes(cache), 0);
    QVERIFY(RefreshSchedule::setMinutes(cache, 30));
    QCOMPARE(RefreshSchedule::minutes(cache), 30);
    QVERIFY(!RefreshSchedule::setMinutes(cache, -1));
    QVERIFY(!RefreshSchedule::setMinutes(cache, RefreshSchedule::MaxMinutes + 1));
    QCOMPARE(RefreshSchedule::minutes(cache), 30);
    // Every query waits 300 ms: cancelling after the first answer stops the rest.
    m_sandbox->post("/sandbox/faults", {{QStringLiteral("kind"), QStringLiteral("latency")},
                                        {QStringLiteral("latency_ms"), 300},
                                        {QStringLiteral("count"), 100},
                                        {QStringLiteral("paths"), QJsonArray{QStringLiteral("/ws/query")}}});
    refresh->setConcurrency(1);
    QSignalSpy progress(refresh.get(), &RefreshService::progress);
    RefreshSummary summary;
    QVERIFY(runToEnd(*refresh, [&] {
        refresh->refreshAll();
        QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty() && progress.last().at(0).toInt() >= 1, 10000);
        refresh->cancel();
    }, &summary));
    QVERIFY(summary.cancelled);
    QVERIFY2(summary.refreshed < 8, qPrintable(QString::number(summary.refreshed)));
}

QTEST_GUILESS_MAIN(TestRefreshService)
#include "tst_refreshservice.moc"
