#include "syncwindowfixture.h"

#include "tests/support/localport.h"

using namespace Qt::StringLiterals;

namespace dd::test {

namespace {

const QString Passphrase = u"correct horse 42 battery"_s;

} // namespace

void SyncWindowFixture::setUp()
{
    qRegisterMetaType<dd::RefreshSummary>();
    MessageBox::setNextAnswer(QMessageBox::NoButton);
    MessageBox::clearShownTexts();
    m_notifyPort = portBelowEphemeralRange();
    QVERIFY(m_notifyPort > 0);
    m_dir = std::make_unique<QTemporaryDir>();
    sandbox::SandboxOptions options;
    options.notifyUrl = QUrl(u"http://127.0.0.1:%1/"_s.arg(m_notifyPort));
    options.notifyMaxAttempts = 8;
    options.notifyFirstRetryMs = 100;
    m_sandbox = std::make_unique<sandbox::SandboxThread>(options);
    QString error;
    QVERIFY2(m_sandbox->start(&error), qPrintable(error));

    VaultOptions vaultOptions;
    vaultOptions.limits = cache::KeyDerivationLimits::fastForTests();
    m_vault = std::make_unique<Vault>(m_dir->filePath(u"cache.db"_s), vaultOptions);
    QVERIFY(m_vault->create(Passphrase, Passphrase).hasValue());
    auto session = m_vault->openSession();
    QVERIFY(session.hasValue());
    m_session = std::move(session).value();
    QVERIFY(m_session->settings().updateConnection(u"builtin"_s, std::nullopt, std::nullopt));

    m_network = std::make_unique<QNetworkAccessManager>();
    ConnectionSettings connection;
    connection.baseUrl = m_sandbox->baseUrl();
    connection.transferTimeoutMs = 5000;
    m_client = std::make_unique<DirectApiClient>(
        m_network.get(), connection,
        std::make_shared<IntegrationKeyAuthenticator>(SecretText(m_sandbox->integrationKey())));
    m_operations = std::make_unique<PaymentOperations>(*m_client, *m_session, u"tester"_s);
    m_settings = std::make_unique<QSettings>(m_dir->filePath(u"ui.ini"_s), QSettings::IniFormat);
    m_window = std::make_unique<MainWindow>(*m_settings);
    m_window->attach({&m_session->payments(), m_operations.get(), m_client.get()});
    m_sync = std::make_unique<SyncWiring>(*m_window, BuiltInSandboxAddress{m_sandbox->baseUrl(), m_sandbox->integrationKey()});
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void SyncWindowFixture::tearDown()
{
    m_sync.reset();
    m_window.reset();
    m_settings.reset();
    m_operations.reset();
    m_client.reset();
    m_network.reset();
    m_session.reset();
    m_vault.reset();
    m_sandbox.reset();
    m_dir.reset();
    MessageBox::setNextAnswer(QMessageBox::NoButton);
}

QJsonObject SyncWindowFixture::post(const QString &path, const QJsonObject &body)
{
    QNetworkRequest request(m_sandbox->baseUrl().resolved(QUrl(path)));
    request.setHeader(QNetworkRequest::ContentTypeHeader, u"application/json"_s);
    QNetworkReply *reply = m_network->post(request, QJsonDocument(body).toJson(QJsonDocument::Compact));
    QSignalSpy done(reply, &QNetworkReply::finished);
    if (!reply->isFinished())
        done.wait(10000);
    const QJsonObject answer = QJsonDocument::fromJson(reply->readAll()).object();
    reply->deleteLater();
    return answer;
}

int SyncWindowFixture::effects(const QString &path)
{
    return post(u"/sandbox/stats"_s, {}).value(u"effects"_s).toObject().value(path).toInt();
}

// A card payment (BRL 100.00, confirmed) or a boleto (pending until confirmed) in the sandbox only.
QString SyncWindowFixture::createPayment(const QString &method, const QString &code)
{
    QJsonObject payment{{u"merchant_payment_code"_s, code},
                        {u"name"_s, u"Jose Silva"_s},
                        {u"email"_s, u"jose@example.com"_s},
                        {u"document"_s, u"853.513.468-93"_s},
                        {u"currency_code"_s, u"BRL"_s},
                        {u"amount_total"_s, u"100.00"_s},
                        {u"country"_s, u"br"_s},
                        {u"payment_type_code"_s, method}};
    if (method == u"creditcard")
        payment.insert(u"card"_s, QJsonObject{{u"card_number"_s, u"4111111111111111"_s},
                                              {u"card_name"_s, u"Jose Silva"_s},
                                              {u"card_due_date"_s, u"12/2034"_s},
                                              {u"card_cvv"_s, u"123"_s}});
    const QJsonObject answer = post(u"/ws/direct"_s, {{u"integration_key"_s, m_sandbox->integrationKey()},
                                                      {u"operation"_s, u"request"_s},
                                                      {u"mode"_s, u"full"_s},
                                                      {u"payment"_s, payment}});
    return answer.value(u"payment"_s).toObject().value(u"hash"_s).toString();
}

void SyncWindowFixture::cache(const QString &hash)
{
    OperationCall *call = m_operations->lookUp(hash);
    call->setAutoDelete(false);
    std::unique_ptr<OperationCall> owned(call);
    if (!call->isFinished()) {
        QSignalSpy finished(call, &OperationCall::finished);
        QVERIFY(finished.wait(10000));
    }
    QVERIFY(call->succeeded());
    m_window->refreshPayments();
}

std::unique_ptr<OperationCall> SyncWindowFixture::refund(const QString &hash, const QString &code, qint64 hundredths)
{
    const std::optional<Payment> payment = m_operations->cachedPayment(hash);
    if (!payment)
        return nullptr;
    RefundRequest request;
    request.amount = Money(hundredths, payment->currencyExt);
    request.description = u"Damaged on arrival"_s;
    request.merchantRefundCode = code;
    OperationCall *call = m_operations->refund(*payment, request);
    call->setAutoDelete(false);
    std::unique_ptr<OperationCall> owned(call);
    if (!call->isFinished()) {
        QSignalSpy finished(call, &OperationCall::finished);
        if (!finished.wait(20000))
            return nullptr;
    }
    return owned;
}

void SyncWindowFixture::openSync()
{
    m_sync->open(*m_vault, *m_session);
    QVERIFY(m_sync->service());
}

void SyncWindowFixture::select(const QString &hash)
{
    m_window->refreshPayments();
    const int row = rowOf(hash);
    QVERIFY2(row >= 0, qPrintable(u"%1 rows, %2 cached"_s.arg(m_window->paymentModel()->rowCount())
                                      .arg(m_session->payments().count({}))));
    QTableView *view = m_window->paymentsView();
    view->clearSelection();
    view->selectionModel()->setCurrentIndex(view->model()->index(row, 0),
                                            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QVERIFY(m_window->currentPayment());
    QCOMPARE(m_window->currentPayment()->hash, hash);
}

int SyncWindowFixture::rowOf(const QString &hash) const
{
    const PaymentTableModel *model = m_window->paymentModel();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->hashAt(row) == hash)   // hashAt() loads the row's page
            return row;
    }
    return -1;
}

bool SyncWindowFixture::waitForRefresh(QSignalSpy &spy, int timeoutMs)
{
    return spy.count() > 0 || spy.wait(timeoutMs);
}

} // namespace dd::test
