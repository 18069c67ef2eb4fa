// The window in team mode acting on payments, on a real throw-away cluster, the sandbox over HTTP
// and a real team worker: the window's Refund action opens the same dialog as on this computer,
// and the refund is sent by the worker (the desk holds no key); the dialog shows the outcome and
// the status bar says the request went to the team worker and how it ended. A payment another desk
// is acting on is refused in the dialog, naming who holds it. A Support agent's refund above the
// threshold appears in the Manager's open approvals window as the change feed reports it, and once
// approved there the worker sends it. A boleto made in the window's New payment dialog (which offers
// no card method and says why) is created by the worker and shown in the dialog. What needs the
// gateway at the desk (refreshes, the e-wallet list) stays disabled. Look up reads the team store and
// selects what the team has; a code it lacks is queued for the worker, and its payment appears in the
// window once the worker stored it; bad input queues nothing; Finance may not look up (as on a vault).
#include "teamactionfixture.h"

#include "ui/team/teamapprovalsdialog.h"
#include "app/teamworkspace.h"
#include "core/access/refundapprovals.h"
#include "core/server/teamsessionopener.h"
#include "models/paymenttablemodel.h"
#include "ui/dialogs/actiondialog.h"
#include "ui/dialogs/newpaymentdialog.h"
#include "ui/mainwindow.h"
#include "ui/messagebox.h"
#include "ui/paymentactions.h"
#include "ui/team/teamlookupdialog.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;

namespace {

constexpr int waitMs = 600'000;   // a hang guard: waits end as soon as the signal comes

// What the window's refund dialog said once its action ended.
struct DialogRun
{
    bool opened = false;
    bool succeeded = false;
    QString result;
};

} // namespace

class TestTeamDeskActions : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void whatNeedsTheGatewayStaysDisabled();
    void lookUpFollowsTheRole_data();
    void lookUpFollowsTheRole();
    void aLookUpSelectsWhatTheTeamHas_data();
    void aLookUpSelectsWhatTheTeamHas();
    void aCodeTheTeamLacksIsQueuedAndAppears();
    void badLookUpInputQueuesNothing_data();
    void badLookUpInputQueuesNothing();
    void anUnknownOutcomeIsLeftToTheWorker();
    void aRefundFromTheWindowIsSentByTheWorker();
    void aPaymentAnotherDeskHoldsIsRefusedByName();
    void aManagerSeesAnApprovalArriveAndApprovesIt();
    void aVoucherFromTheWindowIsCreatedByTheWorker();

private:
    bool select(const QString &hash);
    // The window's look-up dialog, opened by its action, with `code` typed and Look up clicked.
    TeamLookupDialog *lookUp(const QString &code);
    QString lookUpResult();
    qint64 queuedCodes();
    // Triggers the window's Refund action and, in the modal dialog it opens, asks for a full refund.
    DialogRun refundFromTheWindow(const QString &reason);

    test::TeamActionFixture m_team;
    QTemporaryDir m_desk;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<TeamWorkspace> m_workspace;
    bool m_offeredBeforeLookUp = false;   // the last look-up's dialog offered the worker before searching
};

void TestTeamDeskActions::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY2(m_team.start(13), qPrintable(m_team.problem()));
    // The desk: a Manager's login, signed in through the opener the connection dialog uses.
    TeamSessionOpener opener;
    QSignalSpy opened(&opener, &TeamSessionOpener::opened);
    opener.start(m_team.conninfo(u"ana"_s));
    QVERIFY(opened.wait(waitMs));
    m_settings = std::make_unique<QSettings>(m_desk.filePath(u"desk.ini"_s), QSettings::IniFormat);
    m_window = std::make_unique<MainWindow>(*m_settings);
    m_workspace = std::make_unique<TeamWorkspace>(*m_window, *m_settings);
    QSignalSpy changed(m_workspace.get(), &TeamWorkspace::storeChanged);
    const TeamServerFields fields{u"127.0.0.1"_s, QString::number(m_team.cluster().port()), u"team"_s, u"ana"_s, {}};
    QVERIFY(m_workspace->open(opener.take(), fields));
    m_window->show();
    QVERIFY(changed.wait(waitMs));
}

void TestTeamDeskActions::cleanupTestCase()
{
    m_workspace.reset();
    m_window.reset();
    m_team.stopWorker();
}

bool TestTeamDeskActions::select(const QString &hash)
{
    // The table filtered to the payment reads its page on a worker: selectable once it landed.
    m_window->showPayment(hash);
    const bool listed = QTest::qWaitFor(
        [&] {
            PaymentTableModel *model = m_window->paymentModel();
            if (!model || model->rowCount() == 0)
                return false;
            model->data(model->index(0, 0));
            return model->hashAt(0) == hash;
        },
        waitMs);
    return listed && m_window->showPayment(hash);
}

DialogRun TestTeamDeskActions::refundFromTheWindow(const QString &reason)
{
    DialogRun run;
    std::function<void()> drive;
    drive = [&] {
        auto *dialog = qobject_cast<ActionDialog *>(QApplication::activeModalWidget());
        if (!dialog) {
            QTimer::singleShot(10, this, drive);   // not shown yet
            return;
        }
        run.opened = true;
        QTest::keyClicks(dialog->findChild<QPlainTextEdit *>(u"descriptionEdit"_s), reason);
        QSignalSpy finished(dialog, &ActionDialog::actionFinished);
        MessageBox::setNextAnswer(QMessageBox::Yes);   // "Refund" in the confirmation
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"refundButton"_s), Qt::LeftButton);
        if (finished.wait(waitMs))
            run.succeeded = finished.at(0).at(0).toBool();
        run.result = dialog->findChild<QLabel *>(u"resultLabel"_s)->text();
        dialog->reject();
    };
    QTimer::singleShot(0, this, drive);
    m_window->actions().refund->trigger();   // returns once the dialog is closed
    MessageBox::setNextAnswer(QMessageBox::NoButton);
    return run;
}

void TestTeamDeskActions::whatNeedsTheGatewayStaysDisabled()
{
    const QString hash = m_team.newPayment();
    QVERIFY(!hash.isEmpty());
    QVERIFY(select(hash));
    PaymentActions &actions = m_window->actions();
    QVERIFY(actions.refund->isEnabled());
    QVERIFY(actions.newPayment->isEnabled());   // the worker creates it (no card)
    for (QAction *gateway : {actions.refreshFromGateway, actions.eWallets, actions.checkNow})
        QVERIFY2(!gateway->isEnabled(), qPrintable(gateway->objectName()));
    QVERIFY(actions.lookUp->isEnabled());
}

void TestTeamDeskActions::lookUpFollowsTheRole_data()
{
    QTest::addColumn<int>("role");
    QTest::addColumn<bool>("enabled");
    QTest::newRow("Finance") << int(access::Role::Finance) << false;
    QTest::newRow("Support") << int(access::Role::Support) << true;
    QTest::newRow("Manager") << int(access::Role::Manager) << true;
}

// The vault's permission rules: looking up is the Import permission, which Finance does not have.
void TestTeamDeskActions::lookUpFollowsTheRole()
{
    QFETCH(int, role);
    QFETCH(bool, enabled);
    access::AccessGuard guard(m_team.owner().audit());
    guard.signIn(access::Operator{u"op"_s, u"Op"_s, static_cast<access::Role>(role), 0});
    QWidget owner;
    PaymentActions actions(&owner);
    PaymentActions::Context context;
    context.unlocked = true;
    context.hasOperations = true;
    context.guard = &guard;
    context.relayed = true;
    actions.setContext(context);
    QCOMPARE(actions.lookUp->isEnabled(), enabled);
    QCOMPARE(actions.newPayment->isEnabled(), enabled);   // the worker creates it; Finance creates none
}

TeamLookupDialog *TestTeamDeskActions::lookUp(const QString &code)
{
    m_window->actions().lookUp->trigger();
    auto *dialog = m_window->findChild<TeamLookupDialog *>();
    if (!dialog)
        return nullptr;
    m_offeredBeforeLookUp = dialog->findChild<QPushButton *>(u"queueButton"_s)->isVisible();
    auto *edit = dialog->findChild<QLineEdit *>(u"codeEdit"_s);
    edit->clear();
    QTest::keyClicks(edit, code);
    QTest::mouseClick(dialog->findChild<QPushButton *>(u"lookUpButton"_s), Qt::LeftButton);
    return dialog;
}

QString TestTeamDeskActions::lookUpResult()
{
    auto *dialog = m_window->findChild<TeamLookupDialog *>();
    return dialog ? dialog->findChild<QLabel *>(u"resultLabel"_s)->text() : QString();
}

qint64 TestTeamDeskActions::queuedCodes()
{
    const auto counted = m_team.owner().connection().exec("SELECT count(*) FROM directdesk.import_queue");
    return counted ? counted->bytes(0, 0).toLongLong() : -1;
}

void TestTeamDeskActions::aLookUpSelectsWhatTheTeamHas_data()
{
    QTest::addColumn<bool>("byHash");
    QTest::newRow("hash") << true;
    QTest::newRow("merchant payment code") << false;
}

// Read from the team store, the payment is selected in the window; the gateway is asked nothing.
void TestTeamDeskActions::aLookUpSelectsWhatTheTeamHas()
{
    QFETCH(bool, byHash);
    const QString hash = m_team.newPayment();
    QVERIFY(!hash.isEmpty());
    const std::optional<Payment> stored = m_team.owner().payments().findByHash(hash);
    QVERIFY(stored && !stored->merchantPaymentCode.isEmpty());
    const qint64 queued = queuedCodes();
    TeamLookupDialog *dialog = lookUp(byHash ? hash : stored->merchantPaymentCode);
    QVERIFY(dialog);
    QTRY_VERIFY_WITH_TIMEOUT(lookUpResult().startsWith(u"Found"_s), waitMs);
    QVERIFY2(lookUpResult().contains(hash), qPrintable(lookUpResult()));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->currentPayment() && m_window->currentPayment()->hash == hash, waitMs);
    QVERIFY(!dialog->findChild<QPushButton *>(u"queueButton"_s)->isVisible());
    QCOMPARE(queuedCodes(), queued);
    dialog->close();
    QTRY_VERIFY(!m_window->findChild<TeamLookupDialog *>());
}

// A payment made at the gateway that nobody told the team about: not in the store, queued for the
// worker when asked, and in the window, selected, once the worker has stored it.
void TestTeamDeskActions::aCodeTheTeamLacksIsQueuedAndAppears()
{
    const QJsonObject answer = m_team.sandbox().postWithKey("/ws/direct", test::directRequest(test::cardPayment()));
    const QString hash = answer.value(u"payment"_s).toObject().value(u"hash"_s).toString();
    QVERIFY(!hash.isEmpty());
    QVERIFY(!m_team.owner().payments().findByHash(hash));
    TeamLookupDialog *dialog = lookUp(hash);
    QVERIFY(dialog);
    QVERIFY(!m_offeredBeforeLookUp);   // nothing is offered to the worker before the team was searched
    auto *queue = dialog->findChild<QPushButton *>(u"queueButton"_s);
    QTRY_VERIFY_WITH_TIMEOUT(queue->isVisible(), waitMs);
    QVERIFY2(lookUpResult().contains(u"does not have"_s), qPrintable(lookUpResult()));
    const qint64 queued = queuedCodes();
    QTest::mouseClick(queue, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(lookUpResult().contains(u"queued for the team worker"_s), waitMs);
    QVERIFY(!queue->isVisible());
    // Queued by this desk's login, in the team's import queue (the change the worker is woken by).
    const auto queuedByDesk = m_team.owner().connection().exec(
        "SELECT login FROM directdesk.changes WHERE table_name = 'import_queue' AND row_key = $1", {hash.toUtf8()});
    QVERIFY(queuedByDesk && queuedByDesk->rows() == 1);
    QCOMPARE(queuedByDesk->text(0, 0), u"ana"_s);
    QVERIFY(queuedCodes() <= queued + 1);
    // The worker asks the gateway and stores it; the window follows by itself.
    QVERIFY(m_team.waitUntil([&] { return m_team.owner().payments().findByHash(hash).has_value(); }));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->currentPayment() && m_window->currentPayment()->hash == hash, waitMs);
    dialog->close();
    QTRY_VERIFY(!m_window->findChild<TeamLookupDialog *>());
}

void TestTeamDeskActions::badLookUpInputQueuesNothing_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("said");
    QTest::newRow("empty") << QString() << u"Type a payment hash"_s;
    QTest::newRow("blanks") << u"   "_s << u"Type a payment hash"_s;
    QTest::newRow("two words") << u"order 17"_s << u"merchant payment code"_s;
    QTest::newRow("too long") << QString(41, u'x') << u"merchant payment code"_s;
    QTest::newRow("a comment") << u"#order"_s << u"merchant payment code"_s;
}

// A clear error in the dialog; nothing is read, nothing is queued, nothing is offered to the worker.
void TestTeamDeskActions::badLookUpInputQueuesNothing()
{
    QFETCH(QString, code);
    QFETCH(QString, said);
    const qint64 queued = queuedCodes();
    TeamLookupDialog *dialog = lookUp(code);
    QVERIFY(dialog);
    QVERIFY2(lookUpResult().contains(said), qPrintable(lookUpResult()));
    QVERIFY(dialog->findChild<QPushButton *>(u"lookUpButton"_s)->isEnabled());
    QVERIFY(!dialog->findChild<QPushButton *>(u"queueButton"_s)->isVisible());
    QCOMPARE(queuedCodes(), queued);
    dialog->close();
    QTRY_VERIFY(!m_window->findChild<TeamLookupDialog *>());
}

// The desk cannot ask the gateway: the banner of an unknown outcome says the team worker settles it,
// and offers no "Check now" that could only fail.
void TestTeamDeskActions::anUnknownOutcomeIsLeftToTheWorker()
{
    const QString hash = m_team.newPayment();
    QVERIFY(!hash.isEmpty());
    m_team.stopWorker();   // nobody settles it while the window looks
    const auto id = m_team.owner().intents().record(PendingOperation::Kind::Refund, u"refund-unknown"_s, hash, {});
    QVERIFY(id);
    QVERIFY(m_team.owner().intents().setState(*id, PendingOperation::State::Unknown, hash));
    QVERIFY(select(hash));
    auto *banner = m_window->findChild<QWidget *>(u"outcomeUnknownBanner"_s);
    QVERIFY(QTest::qWaitFor([&] { return banner->isVisible(); }, waitMs));
    const QString said = banner->findChild<QLabel *>()->text();
    QVERIFY2(said.contains(u"The team worker asks the gateway"_s), qPrintable(said));
    QVERIFY(!banner->findChild<QPushButton *>(u"checkNowButton"_s)->isVisible());
    QVERIFY(!m_window->actions().checkNow->isEnabled());
    QVERIFY(!m_window->actions().refund->isEnabled());
    QVERIFY2(m_team.startWorker(), qPrintable(m_team.problem()));
}

void TestTeamDeskActions::aRefundFromTheWindowIsSentByTheWorker()
{
    const QString hash = m_team.newPayment();
    QVERIFY(!hash.isEmpty());
    QVERIFY(select(hash));
    const int refundsBefore = m_team.sandboxCount(u"/ws/refund"_s);
    QSignalSpy shown(m_window->statusBar(), &QStatusBar::messageChanged);
    const DialogRun run = refundFromTheWindow(u"refunded from the window"_s);
    QVERIFY(run.opened);
    QVERIFY2(run.succeeded, qPrintable(run.result));
    QVERIFY2(run.result.contains(u"Refund requested"_s), qPrintable(run.result));
    QCOMPARE(m_team.sandboxCount(u"/ws/refund"_s), refundsBefore + 1);
    QCOMPARE(m_team.owner().payments().findByHash(hash)->refunds.size(), qsizetype(1));
    QStringList messages;
    for (const QList<QVariant> &message : std::as_const(shown))
        messages.append(message.at(0).toString());
    const QString said = messages.join(u" | ");
    QVERIFY2(said.contains(u"Sent to the team worker as request"_s), qPrintable(said));
    QVERIFY2(said.contains(u"done by the team worker"_s), qPrintable(said));
}

// No worker is active while the other desk's request is open, so it cannot end before the window
// asks: which desk holds the payment does not depend on how fast anything is.
void TestTeamDeskActions::aPaymentAnotherDeskHoldsIsRefusedByName()
{
    const QString hash = m_team.newPayment();
    QVERIFY(!hash.isEmpty());
    m_team.stopWorker();
    test::TeamDesk sol = m_team.desk(u"sol"_s, access::Role::Support);
    QVERIFY(sol.actions);
    const Payment payment = *sol.session->payments().findByHash(hash);
    RefundRequest refund;
    refund.amount = Money(400, u"BRL"_s);
    refund.description = u"asked at the other desk"_s;
    const auto asked = sol.actions->ask(ActionRequest::refund(payment, refund), payment);
    QVERIFY2(asked, qPrintable(asked ? QString() : asked.error().message));

    QVERIFY(select(hash));
    const int refundsBefore = m_team.sandboxCount(u"/ws/refund"_s);
    const DialogRun run = refundFromTheWindow(u"asked at this desk too"_s);
    QVERIFY(run.opened);
    QVERIFY(!run.succeeded);
    QVERIFY2(run.result.contains(u"is already refunding this payment"_s) && run.result.contains(u"(sol)"_s),
             qPrintable(run.result));
    QCOMPARE(m_team.requestsFor(hash), qint64(1));

    // The other desk's request goes out once a worker is active; the window's was never recorded.
    QVERIFY2(m_team.startWorker(), qPrintable(m_team.problem()));
    QVERIFY(m_team.waitUntil([&] { return m_team.request(asked->requestId)->isFinished(); }));
    QCOMPARE(m_team.request(asked->requestId)->state, ActionRequest::State::Done);
    QCOMPARE(m_team.sandboxCount(u"/ws/refund"_s), refundsBefore + 1);
}

void TestTeamDeskActions::aManagerSeesAnApprovalArriveAndApprovesIt()
{
    const QString hash = m_team.newPayment();
    QVERIFY(!hash.isEmpty());
    test::TeamDesk ana = m_team.desk(u"ana"_s, access::Role::Manager);
    test::TeamDesk sol = m_team.desk(u"sol"_s, access::Role::Support);
    QVERIFY(ana.actions && sol.actions);
    access::RefundApprovals thresholds(*ana.session, *ana.guard);
    QVERIFY(thresholds.setThreshold(u"BRL"_s, Money(1000, u"BRL"_s)));
    const int refundsBefore = m_team.sandboxCount(u"/ws/refund"_s);

    qint64 approvalId = 0;
    qint64 requestId = 0;
    bool appeared = false;
    QString hashShown, hashTip, reasonShown;
    bool approvableUnselected = true;
    bool approvableSelected = false;
    QString approved = u"not run"_s;
    std::function<void()> drive;
    drive = [&] {
        auto *dialog = qobject_cast<TeamApprovalsDialog *>(QApplication::activeModalWidget());
        if (!dialog) {
            QTimer::singleShot(10, this, drive);   // not shown yet
            return;
        }
        // Asked at the other desk while the window is open: it appears without a reload by hand.
        const Payment payment = *sol.session->payments().findByHash(hash);
        RefundRequest refund;
        refund.amount = Money(5000, u"BRL"_s);
        refund.description = u"above the threshold"_s;
        const auto asked = sol.actions->ask(ActionRequest::refund(payment, refund), payment);
        approvalId = asked ? asked->approvalId : 0;
        appeared = approvalId != 0 && QTest::qWaitFor([&] {
            QTableWidget *table = dialog->table();
            return table->rowCount() == 1 && table->item(0, 0)->text() == QString::number(approvalId);
        }, waitMs);
        // The hash short (whole in the tool tip), the reason in view; nothing to approve before a
        // request is selected.
        if (appeared) {
            QTableWidget *table = dialog->table();
            hashShown = table->item(0, 2)->text();
            hashTip = table->item(0, 2)->toolTip();
            reasonShown = table->item(0, 5)->text();
            auto *approveButton = dialog->findChild<QPushButton *>(u"approveButton"_s);
            approvableUnselected = approveButton->isEnabled();
            table->selectRow(0);
            approvableSelected = approveButton->isEnabled();
        }
        approved = dialog->approveRequest(approvalId);
        dialog->reject();
    };
    QTimer::singleShot(0, this, drive);
    m_workspace->showApprovals();   // Tools ▸ Approvals; returns once the dialog is closed
    QVERIFY(approvalId != 0);
    QVERIFY(appeared);
    QCOMPARE(hashTip, hash);
    QCOMPARE(hashShown, hash.left(12) + u'…');
    QCOMPARE(reasonShown, u"above the threshold"_s);
    QVERIFY(!approvableUnselected);
    QVERIFY(approvableSelected);
    QVERIFY2(approved.isEmpty(), qPrintable(approved));
    const auto sent = m_team.owner().connection().exec(
        "SELECT id FROM directdesk.action_requests WHERE approval_id = $1", {QByteArray::number(approvalId)});
    QVERIFY(sent && sent->rows() == 1);
    requestId = sent->bytes(0, 0).toLongLong();
    QVERIFY(m_team.waitUntil([&] { return m_team.request(requestId)->isFinished(); }));
    QCOMPARE(m_team.request(requestId)->state, ActionRequest::State::Done);
    QCOMPARE(m_team.sandboxCount(u"/ws/refund"_s), refundsBefore + 1);
    QCOMPARE(m_team.owner().approvals().find(approvalId)->decidedBy, u"ana"_s);
    QVERIFY(thresholds.setThreshold(u"BRL"_s, std::nullopt));
}

void TestTeamDeskActions::aVoucherFromTheWindowIsCreatedByTheWorker()
{
    const int createsBefore = m_team.sandboxCount(u"/ws/direct"_s);
    QSignalSpy shown(m_window->statusBar(), &QStatusBar::messageChanged);
    bool opened = false;
    bool offersCard = true;
    bool eWalletTyped = false;
    QString why;
    bool succeeded = false;
    QString result;
    QString code;
    std::function<void()> drive;
    drive = [&] {
        auto *dialog = qobject_cast<NewPaymentDialog *>(QApplication::activeModalWidget());
        if (!dialog) {
            QTimer::singleShot(10, this, drive);   // not shown yet
            return;
        }
        opened = true;
        auto *methods = dialog->findChild<QComboBox *>(u"methodCombo"_s);
        offersCard = methods->findData(u"creditcard"_s) >= 0;
        if (auto *noCard = dialog->findChild<QLabel *>(u"noCardLabel"_s); noCard && noCard->isVisible())
            why = noCard->text();
        // An e-wallet's code is typed: the list would need the key the desk does not hold.
        methods->setCurrentIndex(methods->findData(u"ewallet"_s));
        auto *eWallets = dialog->findChild<QComboBox *>(u"eWalletCombo"_s);
        eWalletTyped = eWallets->isEditable();
        if (eWalletTyped) {
            eWallets->setEditText(u"picpay"_s);
            eWalletTyped = dialog->request().paymentTypeCode == u"picpay";
        }
        methods->setCurrentIndex(methods->findData(u"boleto"_s));
        for (const auto &[name, text] : {std::pair{"amountEdit", u"123.45"_s}, {"nameEdit", u"Jose Silva"_s},
                                         {"documentEdit", u"853.513.468-93"_s}, {"addressEdit", u"Avenida Paulista"_s},
                                         {"streetNumberEdit", u"1000"_s}, {"cityEdit", u"Sao Paulo"_s},
                                         {"stateEdit", u"SP"_s}, {"zipcodeEdit", u"01310-100"_s}})
            dialog->findChild<QLineEdit *>(QString::fromLatin1(name))->setText(text);
        code = dialog->findChild<QLineEdit *>(u"merchantCodeEdit"_s)->text();
        QSignalSpy finished(dialog, &NewPaymentDialog::createFinished);
        MessageBox::setNextAnswer(QMessageBox::Yes);   // "Create the payment" in the confirmation
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"createButton"_s), Qt::LeftButton);
        if (finished.wait(waitMs))
            succeeded = finished.at(0).at(0).toBool();
        result = dialog->findChild<QLabel *>(u"resultLabel"_s)->text();
        dialog->reject();
    };
    QTimer::singleShot(0, this, drive);
    m_window->actions().newPayment->trigger();   // returns once the dialog is closed
    MessageBox::setNextAnswer(QMessageBox::NoButton);
    QVERIFY(opened);
    QVERIFY(!offersCard);
    QVERIFY(eWalletTyped);
    QVERIFY2(why.contains(u"team"_s), qPrintable(why));
    QVERIFY2(succeeded, qPrintable(result));
    QVERIFY2(result.contains(u"Payment created"_s), qPrintable(result));
    QCOMPARE(m_team.sandboxCount(u"/ws/direct"_s), createsBefore + 1);
    const std::optional<Payment> payment = m_team.owner().payments().findByMerchantCode(code);
    QVERIFY(payment);
    QVERIFY(!payment->boletoUrl.isEmpty());
    QVERIFY2(result.contains(payment->hash), qPrintable(result));
    QStringList messages;
    for (const QList<QVariant> &message : std::as_const(shown))
        messages.append(message.at(0).toString());
    const QString said = messages.join(u" | ");
    QVERIFY2(said.contains(u"Sent to the team worker as request"_s), qPrintable(said));
    QVERIFY2(said.contains(u"done by the team worker"_s), qPrintable(said));
}

QTEST_MAIN(TestTeamDeskActions)
#include "tst_teamdeskactions.moc"
