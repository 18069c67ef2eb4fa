// The window keeps payments current through SyncWiring/SyncController against the built-in
// sandbox (its own thread, real HTTP): open intents settled at start-up, an outcome-unknown
// refund (fault injected) marked, blocked, settled by "Check now" or the background refresh and
// never sent twice, refresh of every open payment with the selection kept and the GUI thread
// free, notifications pasted or received by the listener, and the settings dialog's rules.
#include "app/syncwiring.h"
#include "core/access/accessguard.h"
#include "core/cache/auditstore.h"
#include "core/cache/cachesession.h"
#include "core/cache/vault.h"
#include "core/gateway/authenticator.h"
#include "core/gateway/directapiclient.h"
#include "core/sync/paymentoperations.h"
#include "core/sync/refreshservice.h"
#include "models/paymenttablemodel.h"
#include "sandbox/sandboxthread.h"
#include "ui/mainwindow.h"
#include "ui/messagebox.h"
#include "ui/paymentactions.h"
#include "ui/paymentstableview.h"
#include "ui/statuspanel.h"
#include "ui/sync/notificationimportdialog.h"
#include "ui/sync/synccontroller.h"
#include "ui/sync/syncsettingsdialog.h"

#include <QAction>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace dd;


namespace {

const QString Passphrase = u"correct horse 42 battery"_s;

quint16 freePort()
{
    QTcpServer probe;
    return probe.listen(QHostAddress::LocalHost, 0) ? probe.serverPort() : 0;
}

} // namespace

class TestSyncWindow : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();

    void startUpSettlesOpenIntents_data();
    void startUpSettlesOpenIntents();
    void outcomeUnknownMarkedCheckedNeverSentTwice_data();
    void outcomeUnknownMarkedCheckedNeverSentTwice();
    void backgroundRefreshSettlesUnknownOutcome();
    void refreshAllKeepsSelectionAndGuiResponsive();
    void selectionRefreshRunsInTheBackground();
    void importedNotificationsAreQueried();
    void importDialogRefusesBadInput_data();
    void importDialogRefusesBadInput();
    void listenerToggledFromTheWindow();
    void settingsDialogRules_data();
    void settingsDialogRules();
    void scheduleAppliedAndKept();
    void lockStopsListenerAndRefresh();
    void actionsFollowTheRole_data();
    void actionsFollowTheRole();
    void screenshots();

private:
    QJsonObject post(const QString &path, const QJsonObject &body);
    int effects(const QString &path);
    QString createPayment(const QString &method, const QString &code);
    void cache(const QString &hash);
    void openSync();
    void select(const QString &hash);
    int rowOf(const QString &hash) const;
    bool waitForRefresh(QSignalSpy &spy, int timeoutMs = 20000);
    std::unique_ptr<OperationCall> refund(const QString &hash, const QString &code, qint64 hundredths);
    QWidget *banner() const { return m_window->findChild<QWidget *>(u"outcomeUnknownBanner"_s); }

    quint16 m_notifyPort = 0;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<sandbox::SandboxThread> m_sandbox;
    std::unique_ptr<Vault> m_vault;
    std::unique_ptr<CacheSession> m_session;
    std::unique_ptr<QNetworkAccessManager> m_network;
    std::unique_ptr<DirectApiClient> m_client;
    std::unique_ptr<PaymentOperations> m_operations;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<SyncWiring> m_sync;
};

void TestSyncWindow::init()
{
    qRegisterMetaType<dd::RefreshSummary>();
    MessageBox::setNextAnswer(QMessageBox::NoButton);
    MessageBox::clearShownTexts();
    m_notifyPort = freePort();
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

void TestSyncWindow::cleanup()
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

QJsonObject TestSyncWindow::post(const QString &path, const QJsonObject &body)
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

int TestSyncWindow::effects(const QString &path)
{
    return post(u"/sandbox/stats"_s, {}).value(u"effects"_s).toObject().value(path).toInt();
}

// A card payment (BRL 100.00, confirmed) or a boleto (pending until confirmed) in the sandbox only.
QString TestSyncWindow::createPayment(const QString &method, const QString &code)
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

void TestSyncWindow::cache(const QString &hash)
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

std::unique_ptr<OperationCall> TestSyncWindow::refund(const QString &hash, const QString &code, qint64 hundredths)
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

void TestSyncWindow::openSync()
{
    m_sync->open(*m_vault, *m_session);
    QVERIFY(m_sync->service());
}

void TestSyncWindow::select(const QString &hash)
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

int TestSyncWindow::rowOf(const QString &hash) const
{
    const PaymentTableModel *model = m_window->paymentModel();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->hashAt(row) == hash)   // hashAt() loads the row's page
            return row;
    }
    return -1;
}

bool TestSyncWindow::waitForRefresh(QSignalSpy &spy, int timeoutMs)
{
    return spy.count() > 0 || spy.wait(timeoutMs);
}

void TestSyncWindow::startUpSettlesOpenIntents_data()
{
    QTest::addColumn<bool>("sentBeforeTheCrash");
    QTest::newRow("refund reached the gateway, then the app died") << true;
    QTest::newRow("the app died before the refund left") << false;
}

void TestSyncWindow::startUpSettlesOpenIntents()
{
    QFETCH(bool, sentBeforeTheCrash);
    const QString hash = createPayment(u"creditcard"_s, u"crash-1"_s);
    QVERIFY(!hash.isEmpty());
    cache(hash);
    // What a crash between "intent recorded" and "answer stored" leaves behind: an Open intent.
    QVERIFY(m_session->intents().record(PendingOperation::Kind::Refund, u"crash-refund-1"_s, hash,
                                        QJsonObject{{u"amount"_s, u"30.00"_s}}));
    if (sentBeforeTheCrash) {
        const QJsonObject answer = post(u"/ws/refund"_s, {{u"integration_key"_s, m_sandbox->integrationKey()},
                                                          {u"operation"_s, u"request"_s},
                                                          {u"hash"_s, hash},
                                                          {u"amount"_s, u"30.00"_s},
                                                          {u"description"_s, u"sent before the crash"_s},
                                                          {u"merchant_refund_code"_s, u"crash-refund-1"_s}});
        QCOMPARE(answer.value(u"status"_s).toString(), u"SUCCESS"_s);
    }
    select(hash);
    QVERIFY(!m_window->actions().refund->isEnabled());   // blocked until settled

    QSignalSpy finished(&m_sync->controller(), &SyncController::refreshFinished);
    openSync();
    QVERIFY(waitForRefresh(finished));
    const auto summary = finished.first().first().value<RefreshSummary>();
    QCOMPARE(summary.resolved, 1);
    QVERIFY(m_session->intents().unresolved().isEmpty());
    const std::optional<Payment> payment = m_session->payments().findByHash(hash);
    QVERIFY(payment);
    QCOMPARE(payment->refunds.size(), sentBeforeTheCrash ? 1 : 0);
    QCOMPARE(effects(u"/ws/refund"_s), sentBeforeTheCrash ? 1 : 0);   // nothing was sent by the start-up
    // The window shows it settled: the row is still selected and refunding is allowed again.
    QTRY_VERIFY(m_window->actions().refund->isEnabled());
    QCOMPARE(m_window->currentPayment()->hash, hash);
    QVERIFY(m_sync->controller().stateLabel()->text().contains(u"settled"_s));
}

void TestSyncWindow::outcomeUnknownMarkedCheckedNeverSentTwice_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<bool>("applied");
    QTest::newRow("answer lost after the refund was made") << u"apply_then_drop"_s << true;
    QTest::newRow("truncated answer after the refund was made") << u"truncate"_s << true;
    QTest::newRow("503, nothing done") << u"http_503"_s << false;
    QTest::newRow("connection reset, nothing done") << u"reset"_s << false;
}

void TestSyncWindow::outcomeUnknownMarkedCheckedNeverSentTwice()
{
    QFETCH(QString, fault);
    QFETCH(bool, applied);
    const QString hash = createPayment(u"creditcard"_s, u"unknown-1"_s);
    cache(hash);
    openSync();
    select(hash);
    QVERIFY(m_window->actions().refund->isEnabled());
    QVERIFY(!m_window->actions().checkNow->isEnabled());
    QVERIFY(!banner()->isVisible());

    // Qt resends a request once by itself when the connection drops: count 3 reaches the client.
    post(u"/sandbox/faults"_s, {{u"kind"_s, fault}, {u"count"_s, 3}, {u"paths"_s, QJsonArray{u"/ws/refund"_s}}});
    auto first = refund(hash, u"refund-unknown-1"_s, 2500);
    QVERIFY(first);
    QVERIFY(!first->succeeded());
    QCOMPARE(first->result().error().kind, GatewayError::Kind::OutcomeUnknown);
    post(u"/sandbox/faults/clear"_s, {});
    QCOMPARE(effects(u"/ws/refund"_s), applied ? 1 : 0);

    // Marked: the banner shows, only "Check now" is enabled.
    m_window->refreshPayments();
    QTRY_VERIFY(banner()->isVisible());
    const PaymentActions &a = m_window->actions();
    QVERIFY(a.checkNow->isEnabled());
    QVERIFY(!a.refund->isEnabled());
    QVERIFY(!a.cancelPayment->isEnabled());
    // Sending the same refund again (as a second click would) is refused before it leaves.
    auto again = refund(hash, u"refund-unknown-1"_s, 2500);
    QVERIFY(again);
    QVERIFY(!again->succeeded());
    QCOMPARE(again->result().error().kind, GatewayError::Kind::Validation);
    QCOMPARE(effects(u"/ws/refund"_s), applied ? 1 : 0);

    // "Check now" settles it and says how.
    MessageBox::setNextAnswer(QMessageBox::Ok);
    a.checkNow->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(m_session->intents().unresolved().isEmpty(), 15000);
    QTRY_COMPARE(MessageBox::shownTexts().size(), 1);
    QVERIFY2(MessageBox::shownTexts().first().contains(applied ? u"carried out"_s : u"did not carry out"_s),
             qPrintable(MessageBox::shownTexts().first()));
    QTRY_VERIFY(!banner()->isVisible());
    QTRY_VERIFY(a.refund->isEnabled());
    QCOMPARE(m_window->currentPayment()->refunds.size(), applied ? 1 : 0);

    if (!applied) {
        // Not applied: the user may send it again, with the same merchant refund code.
        auto resent = refund(hash, u"refund-unknown-1"_s, 2500);
        QVERIFY(resent);
        QVERIFY(resent->succeeded());
    }
    QCOMPARE(effects(u"/ws/refund"_s), 1);
}

void TestSyncWindow::backgroundRefreshSettlesUnknownOutcome()
{
    const QString hash = createPayment(u"creditcard"_s, u"unknown-2"_s);
    cache(hash);
    openSync();
    QSignalSpy finished(&m_sync->controller(), &SyncController::refreshFinished);
    QVERIFY(waitForRefresh(finished));   // start-up: nothing to settle
    finished.clear();
    select(hash);
    post(u"/sandbox/faults"_s,
         {{u"kind"_s, u"apply_then_drop"_s}, {u"count"_s, 3}, {u"paths"_s, QJsonArray{u"/ws/refund"_s}}});
    auto first = refund(hash, u"refund-unknown-2"_s, 4000);
    QVERIFY(first && !first->succeeded());
    post(u"/sandbox/faults/clear"_s, {});
    m_window->refreshPayments();
    QTRY_VERIFY(banner()->isVisible());

    // Sync ▸ Refresh all open payments: the worker thread settles it; the window follows.
    QAction *refreshAll = m_window->findChild<QAction *>(u"refreshAllAction"_s);
    QVERIFY(refreshAll && refreshAll->isEnabled());
    refreshAll->trigger();
    QVERIFY(waitForRefresh(finished));
    QCOMPARE(finished.first().first().value<RefreshSummary>().resolved, 1);
    // The window's own cache session sees the worker's write at once (no stale read snapshot).
    QVERIFY(m_session->intents().unresolved().isEmpty());
    QTRY_VERIFY(!banner()->isVisible());
    QTRY_VERIFY(m_window->actions().refund->isEnabled());
    QCOMPARE(m_window->currentPayment()->hash, hash);
    QCOMPARE(m_window->currentPayment()->refunds.size(), 1);
    QCOMPARE(effects(u"/ws/refund"_s), 1);
}

void TestSyncWindow::refreshAllKeepsSelectionAndGuiResponsive()
{
    constexpr int Vouchers = 40;
    QStringList hashes;
    for (int i = 0; i < Vouchers; ++i) {
        hashes << createPayment(u"boleto"_s, u"boleto-%1"_s.arg(i));
        QVERIFY(!hashes.last().isEmpty());
    }
    const QString card = createPayment(u"creditcard"_s, u"card-final"_s);
    m_sync->controller().importCodes({}, {});   // nothing to do: ignored before attach
    openSync();
    QSignalSpy finished(&m_sync->controller(), &SyncController::refreshFinished);
    QVERIFY(waitForRefresh(finished));
    finished.clear();
    // Bring every payment in through the import queue (as notifications would).
    m_sync->controller().importCodes({hashes + QStringList{card}, {}}, u"test"_s);
    QVERIFY(waitForRefresh(finished));
    finished.clear();
    QCOMPARE(m_session->payments().count({}), qint64(Vouchers + 1));
    const QString chosen = hashes.at(7);
    select(chosen);
    QCOMPARE(m_window->currentPayment()->status, PaymentStatus::Pending);
    for (int i = 0; i < Vouchers; i += 2)
        QCOMPARE(post(u"/sandbox/payments/confirm"_s, {{u"hash"_s, hashes.at(i)}}).isEmpty(), false);
    post(u"/sandbox/faults"_s, {{u"kind"_s, u"latency"_s}, {u"latency_ms"_s, 20}, {u"probability"_s, 1.0},
                               {u"paths"_s, QJsonArray{u"/ws/query"_s}}});

    // The GUI thread's event loop keeps running while the queries wait on the gateway's latency: a
    // 5 ms timer ticks during the refresh. (How long its longest pause is, is a benchmark figure:
    // sync.gui.longest_gap.)
    int ticks = 0;
    bool refreshing = false;
    QTimer tick;
    connect(&tick, &QTimer::timeout, this, [&] { ticks += refreshing ? 1 : 0; });
    QSignalSpy progress(m_sync->service(), &RefreshService::progress);
    QAction *refreshAll = m_window->findChild<QAction *>(u"refreshAllAction"_s);
    tick.start(5);
    refreshing = true;
    refreshAll->trigger();
    QVERIFY(m_window->statusPanel()->isProgressVisible());
    QVERIFY(waitForRefresh(finished));
    refreshing = false;
    tick.stop();
    post(u"/sandbox/faults/clear"_s, {});
    const auto summary = finished.first().first().value<RefreshSummary>();
    QCOMPARE(summary.total, Vouchers);   // the confirmed card without refunds is final: not queried
    QCOMPARE(summary.refreshed, Vouchers);
    QVERIFY(progress.count() >= 2);
    QVERIFY(!m_window->statusPanel()->isProgressVisible());
    QVERIFY(ticks > 0);

    // Changes are in the table, and the selection stayed on its payment.
    QCOMPARE(m_window->currentPayment()->hash, chosen);
    QCOMPARE(m_window->currentPayment()->status, PaymentStatus::Pending);   // odd rows were left alone
    PaymentTableModel *model = m_window->paymentModel();
    const int confirmedRow = rowOf(hashes.at(8));
    QVERIFY(confirmedRow >= 0);
    QCOMPARE(model->data(model->index(confirmedRow, 0), PaymentTableModel::StatusRole).value<PaymentStatus>(),
             PaymentStatus::Confirmed);
    QVERIFY(m_sync->controller().stateLabel()->text().contains(u": 40 payment"_s));
}

void TestSyncWindow::selectionRefreshRunsInTheBackground()
{
    const QString hash = createPayment(u"boleto"_s, u"boleto-f5"_s);
    cache(hash);
    openSync();
    QSignalSpy finished(&m_sync->controller(), &SyncController::refreshFinished);
    QVERIFY(waitForRefresh(finished));
    finished.clear();
    select(hash);
    post(u"/sandbox/payments/confirm"_s, {{u"hash"_s, hash}});
    m_window->actions().refreshFromGateway->trigger();   // F5
    QVERIFY(waitForRefresh(finished));
    QCOMPARE(finished.first().first().value<RefreshSummary>().total, 1);
    QTRY_COMPARE(m_window->currentPayment()->status, PaymentStatus::Confirmed);

    // A selection larger than the window lists (10,000 rows; none here) is refused with a message.
    m_window->setSelectionLimits({0, 0});
    MessageBox::clearShownTexts();
    MessageBox::setNextAnswer(QMessageBox::Ok);
    m_window->actions().refreshFromGateway->trigger();
    QCOMPARE(MessageBox::pendingAnswers(), 0);
    QCOMPARE(MessageBox::shownTexts(), QStringList{u"Select at most 0 payments to refresh them from the gateway."_s});
    QVERIFY(!m_sync->controller().isRefreshing());
}

void TestSyncWindow::importedNotificationsAreQueried()
{
    const QString first = createPayment(u"boleto"_s, u"notified-1"_s);
    const QString second = createPayment(u"creditcard"_s, u"notified-2"_s);
    openSync();
    QSignalSpy finished(&m_sync->controller(), &SyncController::refreshFinished);
    QVERIFY(waitForRefresh(finished));
    finished.clear();
    QCOMPARE(m_window->paymentModel()->rowCount(), 0);

    m_window->findChild<QAction *>(u"importNotificationsAction"_s)->trigger();
    auto *dialog = m_window->findChild<NotificationImportDialog *>();
    QVERIFY(dialog);
    QVERIFY(!dialog->okButton()->isEnabled());
    dialog->setText(u"# pasted from the gateway's log\n"
                    "operation=payment_status_change&notification_type=update&hash_codes=%1\n"
                    "{\"operation\":\"payment_status_change\",\"notification_type\":\"refund\",\"hash_codes\":\"%2\"}\n"_s
                        .arg(first, second));
    QVERIFY2(dialog->okButton()->isEnabled(), qPrintable(dialog->resultLabel()->text()));
    QVERIFY(dialog->resultLabel()->text().startsWith(u"2 payment"_s));
    QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
    QVERIFY(waitForRefresh(finished));
    QCOMPARE(finished.first().first().value<RefreshSummary>().refreshed, 2);
    QTRY_COMPARE(m_window->paymentModel()->rowCount(), 2);
    QCOMPARE(m_session->importQueue().size(), 0);
}

void TestSyncWindow::importDialogRefusesBadInput_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("text");
    using F = NotificationImportDialog::Format;
    QTest::newRow("nothing") << int(F::Notifications) << u"  \n"_s;
    QTest::newRow("only comments") << int(F::Notifications) << u"# nothing here\n"_s;
    QTest::newRow("another operation") << int(F::Notifications) << u"operation=refund_created&hash_codes=abc"_s;
    QTest::newRow("no code") << int(F::Notifications)
                             << u"operation=payment_status_change&notification_type=update"_s;
    QTest::newRow("broken JSON") << int(F::Notifications) << u"{\"operation\":"_s;
    QTest::newRow("code with a space") << int(F::Codes) << u"not a code\n"_s;
    QTest::newRow("code too long") << int(F::Codes) << QString(41, u'x');
}

void TestSyncWindow::importDialogRefusesBadInput()
{
    QFETCH(int, format);
    QFETCH(QString, text);
    NotificationImportDialog dialog;
    dialog.setFormat(NotificationImportDialog::Format(format));
    dialog.setText(text);
    QVERIFY(!dialog.okButton()->isEnabled());
    QVERIFY(dialog.codes().isEmpty());
    QVERIFY(!dialog.resultLabel()->text().isEmpty());
    QVERIFY(!dialog.loadFile(m_dir->filePath(u"missing.txt"_s)));
    QVERIFY(dialog.resultLabel()->text().contains(u"missing.txt"_s));
}

void TestSyncWindow::listenerToggledFromTheWindow()
{
    const QString hash = createPayment(u"boleto"_s, u"listened-1"_s);
    cache(hash);
    openSync();
    SyncController &sync = m_sync->controller();
    QSignalSpy finished(&sync, &SyncController::refreshFinished);
    QVERIFY(waitForRefresh(finished));
    finished.clear();
    QVERIFY(!sync.listener().isListening());   // off by default
    QVERIFY(sync.listenerLabel()->text().contains(u"off"_s));

    SyncSettings settings = sync.settings();
    settings.listenPort = m_notifyPort;   // the address the sandbox notifies
    QVERIFY(sync.applySettings(settings));
    QAction *listen = m_window->findChild<QAction *>(u"listenAction"_s);
    QVERIFY(listen && !listen->isChecked());
    listen->trigger();
    QVERIFY(sync.listener().isListening());
    QVERIFY(listen->isChecked());
    QVERIFY2(sync.listenerLabel()->text().contains(u"listening on 127.0.0.1:%1"_s.arg(m_notifyPort)),
             qPrintable(sync.listenerLabel()->text()));
    QVERIFY(SyncSettingsStore::load(*m_session).listen);

    // The sandbox confirms the voucher and notifies: the listener queues it, the worker queries it.
    select(hash);
    post(u"/sandbox/payments/confirm"_s, {{u"hash"_s, hash}});
    QVERIFY(waitForRefresh(finished));
    QTRY_COMPARE(m_window->currentPayment()->status, PaymentStatus::Confirmed);

    listen->trigger();
    QVERIFY(!sync.listener().isListening());
    QVERIFY(sync.listenerLabel()->text().contains(u"off"_s));
    QVERIFY(!SyncSettingsStore::load(*m_session).listen);

    // A port someone else holds: the status bar says so.
    QTcpServer squatter;
    QVERIFY(squatter.listen(QHostAddress::LocalHost, 0));
    settings = sync.settings();
    settings.listen = true;
    settings.listenPort = squatter.serverPort();
    QVERIFY(sync.applySettings(settings));
    QVERIFY(!sync.listener().isListening());
    QVERIFY(sync.listenerLabel()->text().contains(u"cannot listen"_s));
    QVERIFY(!listen->isChecked());
}

void TestSyncWindow::settingsDialogRules_data()
{
    QTest::addColumn<bool>("schedule");
    QTest::addColumn<bool>("listen");
    QTest::addColumn<QString>("address");
    QTest::addColumn<bool>("acceptable");
    QTest::addColumn<bool>("warned");
    QTest::newRow("defaults") << true << false << u"127.0.0.1"_s << true << false;
    QTest::newRow("schedule off") << false << false << u"127.0.0.1"_s << true << false;
    QTest::newRow("loopback v6") << true << true << u"::1"_s << true << false;
    QTest::newRow("every interface") << true << true << u"0.0.0.0"_s << true << true;
    QTest::newRow("LAN address") << true << true << u"192.168.1.20"_s << true << true;
    QTest::newRow("host name") << true << true << u"localhost"_s << false << false;
    QTest::newRow("octet too big") << true << true << u"300.1.2.3"_s << false << false;
    QTest::newRow("five parts") << true << true << u"1.2.3.4.5"_s << false << false;
    QTest::newRow("empty") << true << true << QString() << false << false;
}

void TestSyncWindow::settingsDialogRules()
{
    QFETCH(bool, schedule);
    QFETCH(bool, listen);
    QFETCH(QString, address);
    QFETCH(bool, acceptable);
    QFETCH(bool, warned);
    SyncSettingsDialog dialog(SyncSettings{});
    dialog.show();
    QVERIFY(dialog.scheduleBox()->isChecked());   // on by default, every 15 minutes
    QCOMPARE(dialog.minutesBox()->value(), SyncSettings::DefaultScheduleMinutes);
    QVERIFY(!dialog.listenBox()->isChecked());    // listener off by default
    dialog.scheduleBox()->setChecked(schedule);
    dialog.listenBox()->setChecked(listen);
    dialog.addressEdit()->setText(address);
    QCOMPARE(dialog.minutesBox()->isEnabled(), schedule);
    QCOMPARE(dialog.canAccept(), acceptable);
    QCOMPARE(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled(), acceptable);
    QCOMPARE(dialog.problemLabel()->isVisible(), !acceptable);
    QCOMPARE(dialog.findChild<QLabel *>(u"beyondWarning"_s)->isVisible(), warned);
    QCOMPARE(dialog.settings().scheduleMinutes, schedule ? SyncSettings::DefaultScheduleMinutes : 0);
}

void TestSyncWindow::scheduleAppliedAndKept()
{
    openSync();
    QCOMPARE(m_sync->service()->scheduleMinutes(), SyncSettings::DefaultScheduleMinutes);   // unset: 15
    SyncSettings settings = m_sync->controller().settings();
    settings.scheduleMinutes = 0;
    QVERIFY(m_sync->controller().applySettings(settings));
    QCOMPARE(m_sync->service()->scheduleMinutes(), 0);
    settings.scheduleMinutes = 5;
    QVERIFY(m_sync->controller().applySettings(settings));
    QCOMPARE(m_sync->service()->scheduleMinutes(), 5);
    settings.scheduleMinutes = 24 * 60 + 1;
    QVERIFY(!m_sync->controller().applySettings(settings));
    QCOMPARE(m_sync->service()->scheduleMinutes(), 5);
    // Kept in the cache: the next unlock starts with it.
    m_sync->close();
    openSync();
    QCOMPARE(m_sync->service()->scheduleMinutes(), 5);
    QCOMPARE(RefreshSchedule::minutes(*m_session), 5);
}

void TestSyncWindow::lockStopsListenerAndRefresh()
{
    openSync();
    SyncSettings settings = m_sync->controller().settings();
    settings.listen = true;
    settings.listenPort = m_notifyPort;
    QVERIFY(m_sync->controller().applySettings(settings));
    QVERIFY(m_sync->controller().listener().isListening());
    QMenu *menu = m_window->findChild<QMenu *>(u"syncMenu"_s);
    QVERIFY(menu);
    QVERIFY(m_window->menuBar()->actions().contains(menu->menuAction()));
    m_sync->close();   // what DesktopApp does before the vault locks
    QVERIFY(!m_sync->service());
    QVERIFY(!m_sync->controller().listener().isListening());
    QVERIFY(!m_window->findChild<QAction *>(u"refreshAllAction"_s)->isEnabled());
    QVERIFY(!m_window->findChild<QAction *>(u"importNotificationsAction"_s)->isEnabled());
    // Unlocked again: the listener comes back as the settings say.
    openSync();
    QVERIFY(m_sync->controller().listener().isListening());
    QVERIFY(m_window->findChild<QAction *>(u"refreshAllAction"_s)->isEnabled());
}

// Importing notifications needs Import; the listener and the schedule need Settings. A Finance
// operator (Export only) can refresh but not import; Support can import but not change settings.
// Reaching a refused action anyway (enabled by hand, as a racing shortcut would) is refused with a
// message and an "access_denied" audit row, and opens nothing.
void TestSyncWindow::actionsFollowTheRole_data()
{
    QTest::addColumn<int>("role");
    QTest::addColumn<bool>("mayImport");
    QTest::addColumn<bool>("maySet");
    QTest::newRow("finance") << int(access::Role::Finance) << false << false;
    QTest::newRow("support") << int(access::Role::Support) << true << false;
    QTest::newRow("manager") << int(access::Role::Manager) << true << true;
}

void TestSyncWindow::actionsFollowTheRole()
{
    QFETCH(int, role);
    QFETCH(bool, mayImport);
    QFETCH(bool, maySet);
    access::AccessGuard guard(m_session->audit());
    guard.signIn(access::Operator{u"slot-1"_s, u"pat"_s, access::Role(role), 0});
    m_sync->open(*m_vault, *m_session, &guard);
    SyncController &controller = m_sync->controller();
    QVERIFY(controller.refreshAllAction()->isEnabled());
    QCOMPARE(controller.importAction()->isEnabled(), mayImport);
    QCOMPARE(controller.listenAction()->isEnabled(), maySet);
    QCOMPARE(controller.settingsAction()->isEnabled(), maySet);

    const auto deniedRows = [this] {
        int denied = 0;
        for (const AuditEntry &entry : m_session->audit().entries())
            denied += entry.action == u"access_denied"_s ? 1 : 0;
        return denied;
    };
    const int deniedBefore = deniedRows();
    MessageBox::clearShownTexts();
    MessageBox::setNextAnswer(QMessageBox::Ok);
    controller.importAction()->setEnabled(true);
    controller.importAction()->trigger();
    QCOMPARE(m_window->findChild<NotificationImportDialog *>() != nullptr, mayImport);
    QCOMPARE(MessageBox::shownTexts().size(), mayImport ? 0 : 1);
    QCOMPARE(deniedRows(), deniedBefore + (mayImport ? 0 : 1));
    if (auto *dialog = m_window->findChild<NotificationImportDialog *>())
        dialog->reject();

    MessageBox::clearShownTexts();
    MessageBox::setNextAnswer(QMessageBox::Ok);
    controller.listenAction()->setEnabled(true);
    controller.listenAction()->trigger();   // on, with the stored port
    QCOMPARE(controller.listenAction()->isChecked(), maySet && controller.listener().isListening());
    if (!maySet) {
        QVERIFY(!controller.listener().isListening());
        QVERIFY(!controller.settings().listen);
        QCOMPARE(MessageBox::shownTexts().size(), 1);
        QCOMPARE(deniedRows(), deniedBefore + (mayImport ? 1 : 2));
    }
    MessageBox::setNextAnswer(QMessageBox::NoButton);
    m_sync->close();
}

// For looking at the UI: DIRECTDESK_SYNC_SHOTS=DIR writes the window, the settings and the import
// dialog there as PNGs.
void TestSyncWindow::screenshots()
{
    const QString directory = qEnvironmentVariable("DIRECTDESK_SYNC_SHOTS");
    if (directory.isEmpty())
        QSKIP("DIRECTDESK_SYNC_SHOTS is not set");
    const QString hash = createPayment(u"boleto"_s, u"shot-1"_s);
    cache(hash);
    openSync();
    SyncSettings settings = m_sync->controller().settings();
    settings.listen = true;
    settings.listenPort = m_notifyPort;
    QVERIFY(m_sync->controller().applySettings(settings));
    QSignalSpy finished(&m_sync->controller(), &SyncController::refreshFinished);
    QVERIFY(waitForRefresh(finished));
    m_window->findChild<QAction *>(u"refreshAllAction"_s)->trigger();
    finished.clear();
    QVERIFY(waitForRefresh(finished));
    select(hash);
    m_window->resize(1366, 768);
    QTest::qWait(100);
    QVERIFY(m_window->grab().save(directory + u"/sync-window.png"_s));
    settings.listenAddress = u"0.0.0.0"_s;
    SyncSettingsDialog dialog(settings, m_window.get());
    dialog.show();
    QTest::qWait(50);
    QVERIFY(dialog.grab().save(directory + u"/sync-settings.png"_s));
    NotificationImportDialog import(m_window.get());
    import.setText(u"operation=payment_status_change&notification_type=update&hash_codes=%1\n"_s.arg(hash));
    import.show();
    QTest::qWait(50);
    QVERIFY(import.grab().save(directory + u"/sync-import.png"_s));
    QMenu *menu = m_window->findChild<QMenu *>(u"syncMenu"_s);
    menu->popup(m_window->mapToGlobal(QPoint(200, 30)));
    QTest::qWait(50);
    QVERIFY(menu->grab().save(directory + u"/sync-menu.png"_s));
    menu->close();
}

QTEST_MAIN(TestSyncWindow)
#include "tst_syncwindow.moc"
