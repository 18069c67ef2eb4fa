// The window keeps payments current through SyncWiring/SyncController against the built-in
// sandbox: open intents settled at start-up, an outcome-unknown refund (fault injected) marked,
// blocked, settled by "Check now" or the background refresh and never sent twice, and refresh of
// every open payment with the selection kept and the GUI thread free.
#include "syncwindowfixture.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using namespace dd;
using namespace dd::test;

class TestSyncRefresh : public QObject, protected SyncWindowFixture
{
    Q_OBJECT
private slots:
    void init() { setUp(); }
    void cleanup() { tearDown(); }

    void startUpSettlesOpenIntents_data();
    void startUpSettlesOpenIntents();
    void outcomeUnknownMarkedCheckedNeverSentTwice_data();
    void outcomeUnknownMarkedCheckedNeverSentTwice();
    void backgroundRefreshSettlesUnknownOutcome();
    void refreshAllKeepsSelectionAndGuiResponsive();
    void selectionRefreshRunsInTheBackground();
};

void TestSyncRefresh::startUpSettlesOpenIntents_data()
{
    QTest::addColumn<bool>("sentBeforeTheCrash");
    QTest::newRow("refund reached the gateway, then the app died") << true;
    QTest::newRow("the app died before the refund left") << false;
}

void TestSyncRefresh::startUpSettlesOpenIntents()
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

void TestSyncRefresh::outcomeUnknownMarkedCheckedNeverSentTwice_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<bool>("applied");
    QTest::newRow("answer lost after the refund was made") << u"apply_then_drop"_s << true;
    QTest::newRow("truncated answer after the refund was made") << u"truncate"_s << true;
    QTest::newRow("503, nothing done") << u"http_503"_s << false;
    QTest::newRow("connection reset, nothing done") << u"reset"_s << false;
}

void TestSyncRefresh::outcomeUnknownMarkedCheckedNeverSentTwice()
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

void TestSyncRefresh::backgroundRefreshSettlesUnknownOutcome()
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

void TestSyncRefresh::refreshAllKeepsSelectionAndGuiResponsive()
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

void TestSyncRefresh::selectionRefreshRunsInTheBackground()
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

QTEST_MAIN(TestSyncRefresh)
#include "tst_syncrefresh.moc"
