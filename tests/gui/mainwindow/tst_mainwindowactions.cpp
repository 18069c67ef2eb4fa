// The main window's actions and layout against a temporary cache: remembered and reset columns,
// auto-lock, actions by payment state and the dialogs they open, the secret clipboard.
#include "mainwindowfixture.h"

#include "ui/desktop/shortcutswindow.h"
#include "ui/unlockdialog.h"

#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QToolBar>

#include <algorithm>

#include <QtTest>

using namespace Qt::StringLiterals;
using namespace dd::test;

class TestMainWindowActions : public QObject, protected MainWindowFixture
{
    Q_OBJECT

private slots:
    void init() { setUp(); }
    void cleanup() { tearDown(); }

    void columnStateRememberedAndReset();
    void autoLockHidesPayments();
    void userInputPostponesAutoLock();
    void lockedNoticeStepsAsideForTheUnlockDialog();
    void actionsNeedOperations();
    void actionsFollowPaymentState_data();
    void actionsFollowPaymentState();
    void actionsOpenTheirDialogs_data();
    void actionsOpenTheirDialogs();
    void secretClipboard_data();
    void secretClipboard();
    void exportFromKeyboardAndToolBar_data();
    void exportFromKeyboardAndToolBar();
};

void TestMainWindowActions::columnStateRememberedAndReset()
{
    QHeaderView *header = m_window->paymentsView()->horizontalHeader();
    const int hash = int(dd::PaymentTableModel::Column::Hash);
    const int pin = int(dd::PaymentTableModel::Column::Pin);
    QVERIFY(header->isSectionHidden(pin));   // optional column
    m_window->paymentsView()->setColumnHidden(hash, true);
    m_window->paymentsView()->setColumnHidden(pin, false);
    header->moveSection(header->visualIndex(int(dd::PaymentTableModel::Column::Amount)), 0);
    // Locking and unlocking (a fresh model) keeps the columns as the user left them.
    m_window->detach();
    m_window->attach({&m_session->payments(), nullptr, nullptr});
    header = m_window->paymentsView()->horizontalHeader();
    QVERIFY(header->isSectionHidden(hash));
    QVERIFY(!header->isSectionHidden(pin));
    QCOMPARE(header->logicalIndex(0), int(dd::PaymentTableModel::Column::Amount));

    m_window->actions().resetLayout->trigger();
    QVERIFY(!header->isSectionHidden(hash));
    QVERIFY(header->isSectionHidden(pin));
    QCOMPARE(header->logicalIndex(0), 0);
    QVERIFY(!m_settings->contains(u"mainWindow/paymentsHeader"_s));
    QVERIFY(!m_settings->contains(u"mainWindow/geometry"_s));

    // Reset layout also brings a window larger than its screen back within it (as far as its
    // smallest size allows), onto the screen.
    m_window->setGeometry(-300, -200, 5000, 4000);
    m_window->actions().resetLayout->trigger();
    const QRect available = m_window->screen()->availableGeometry();
    const QSize smallest = m_window->minimumSizeHint();
    QVERIFY2(m_window->width() <= std::max(std::min(available.width(), 1280), smallest.width()),
             qPrintable(u"%1 wide on a %2 wide screen"_s.arg(m_window->width()).arg(available.width())));
    QVERIFY2(m_window->height() <= std::max(std::min(available.height(), 760), smallest.height()),
             qPrintable(u"%1 high on a %2 high screen"_s.arg(m_window->height()).arg(available.height())));
    QVERIFY(m_window->x() >= available.left() && m_window->y() >= available.top());
}

void TestMainWindowActions::autoLockHidesPayments()
{
    selectRows({0});
    QVERIFY(m_window->detailPane()->shownHash());
    QSignalSpy locked(m_window.get(), &dd::MainWindow::locked);
    m_window->setAutoLockInterval(std::chrono::milliseconds(50));
    QVERIFY(locked.wait(5000));
    QVERIFY(m_window->isLocked());
    QCOMPARE(m_window->paymentModel(), nullptr);
    QCOMPARE(m_window->paymentsView()->model(), nullptr);
    QVERIFY(!m_window->detailPane()->shownHash());
    QVERIFY(m_window->detailPane()->fieldText(u"hash"_s).isEmpty());
    QCOMPARE(child<QStackedWidget>(*m_window, u"pages"_s)->currentWidget()->objectName(), u"lockedPage"_s);
    QVERIFY(!m_window->actions().copyRows->isEnabled());
    QVERIFY(!m_window->actions().find->isEnabled());
    QVERIFY(!m_window->idleLock().isWatching());
}

void TestMainWindowActions::lockedNoticeStepsAsideForTheUnlockDialog()
{
    // The unlock dialog opens over the middle of the locked page; the page's own text and Unlock
    // button make way while it is shown (without a window manager both were drawn on top of each
    // other), and come back when it is dismissed.
    m_window->lockNow();
    QVERIFY(m_window->isLocked());
    auto *unlock = child<QPushButton>(*m_window, u"unlockButton"_s);
    QVERIFY(unlock->isVisible());
    auto *dialog = new dd::UnlockDialog(*m_vault, m_window.get());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QVERIFY(!unlock->isVisible());
    for (const QLabel *label : m_window->findChildren<QLabel *>()) {
        if (!label->isVisible() || label->window() != m_window.get() || label->text().isEmpty())
            continue;
        const QRect onScreen(label->mapToGlobal(QPoint(0, 0)), label->size());
        QVERIFY2(!onScreen.intersects(dialog->frameGeometry()) || !label->text().contains(u"locked"_s),
                 qPrintable(label->text()));
    }
    QPointer<dd::UnlockDialog> open(dialog);
    dialog->reject();
    QTRY_VERIFY(open.isNull());
    QVERIFY(unlock->isVisible());
}

void TestMainWindowActions::userInputPostponesAutoLock()
{
    // A key press sets the countdown back to the whole interval. Measured against the countdown
    // itself, not against a clock: with a ten-minute interval, the verdict holds unless the machine
    // stalls for two seconds between the key press and the read-back.
    using namespace std::chrono_literals;
    m_window->setAutoLockInterval(10min);
    const dd::IdleLock &lock = m_window->idleLock();
    QTRY_VERIFY_WITH_TIMEOUT(lock.remaining() < 10min - 2s, 30000);
    const std::chrono::milliseconds before = lock.remaining();
    auto *search = child<QLineEdit>(*m_window->filterBar(), u"searchEdit"_s);
    QTest::keyClick(search, Qt::Key_A);
    QVERIFY2(lock.remaining() > before, qPrintable(QString::number(lock.remaining().count())));
    QVERIFY(!m_window->isLocked());
    // Without input, the window locks when the countdown ends.
    QSignalSpy locked(m_window.get(), &dd::MainWindow::locked);
    m_window->setAutoLockInterval(50ms);
    QVERIFY(locked.wait(30000));
    QVERIFY(m_window->isLocked());
}

void TestMainWindowActions::actionsNeedOperations()
{
    // Without a gateway (no PaymentOperations) nothing can be sent, but reading still works.
    selectRows({0});
    dd::PaymentActions &actions = m_window->actions();
    QVERIFY(!actions.refund->isEnabled());
    QVERIFY(!actions.lookUp->isEnabled());
    QVERIFY(actions.copyRows->isEnabled());
    QVERIFY(actions.copyHash->isEnabled());
    for (QAction *action : actions.all())
        QVERIFY2(!action->shortcut().isEmpty(), qPrintable(action->objectName()));
}

void TestMainWindowActions::actionsFollowPaymentState_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("method");
    QTest::addColumn<bool>("preAuthorized");
    QTest::addColumn<int>("refundStatus");   // -1: no refund
    QTest::addColumn<bool>("outcomeUnknown");
    QTest::addColumn<QString>("enabled");    // which of capture, refund, cancelPayment, cancelRefund, checkNow
    using S = dd::PaymentStatus;
    using R = dd::RefundStatus;
    QTest::newRow("confirmed") << int(S::Confirmed) << u"visa"_s << false << -1 << false << u"refund"_s;
    QTest::newRow("confirmed, fully refunded") << int(S::Confirmed) << u"visa"_s << false << int(R::Confirmed)
                                               << false << QString();
    QTest::newRow("confirmed, refund requested") << int(S::Confirmed) << u"visa"_s << false << int(R::Requested)
                                                 << false << u"cancelRefund"_s;
    QTest::newRow("confirmed, refund pending") << int(S::Confirmed) << u"visa"_s << false << int(R::Pending)
                                               << false << u"cancelRefund"_s;
    QTest::newRow("confirmed, refund cancelled") << int(S::Confirmed) << u"visa"_s << false << int(R::Cancelled)
                                                 << false << u"refund"_s;
    QTest::newRow("pre-authorized card") << int(S::Pending) << u"visa"_s << true << -1 << false
                                         << u"capture cancelPayment"_s;
    QTest::newRow("pending voucher") << int(S::Pending) << u"boleto"_s << false << -1 << false << u"cancelPayment"_s;
    QTest::newRow("open") << int(S::Open) << u"spei"_s << false << -1 << false << u"cancelPayment"_s;
    QTest::newRow("cancelled") << int(S::Cancelled) << u"visa"_s << false << -1 << false << QString();
    QTest::newRow("outcome unknown") << int(S::Confirmed) << u"visa"_s << false << -1 << true << u"checkNow"_s;
}

void TestMainWindowActions::actionsFollowPaymentState()
{
    QFETCH(int, status);
    QFETCH(QString, method);
    QFETCH(bool, preAuthorized);
    QFETCH(int, refundStatus);
    QFETCH(bool, outcomeUnknown);
    QFETCH(QString, enabled);
    dd::sandbox::SandboxServer sandbox({});
    QString error;
    QVERIFY2(sandbox.listen(&error), qPrintable(error));
    QNetworkAccessManager network;
    QObject owner;
    dd::DirectApiClient *client = dd::test::makeClient(&network, sandbox.baseUrl(), sandbox.integrationKey(), &owner);
    dd::PaymentOperations operations(*client, *m_session, u"tester"_s);

    dd::Payment payment = demoPayment(50, static_cast<dd::PaymentStatus>(status), u"BRL"_s, 10000, u"br"_s, method);
    payment.preApproved = preAuthorized;
    payment.captureAvailable = preAuthorized;
    if (refundStatus >= 0) {
        dd::Refund refund;
        refund.id = u"501"_s;
        refund.merchantRefundCode = u"refund-501"_s;
        refund.status = static_cast<dd::RefundStatus>(refundStatus);
        refund.amount = dd::Money(10000, u"BRL"_s);
        refund.requestDate = payment.openDate;
        payment.refunds << refund;
    }
    QVERIFY(m_session->payments().upsert(payment).hasValue());
    if (outcomeUnknown) {
        const auto id = m_session->intents().record(dd::PendingOperation::Kind::Refund, u"refund-x"_s, payment.hash, {});
        QVERIFY(id);
        QVERIFY(m_session->intents().setState(*id, dd::PendingOperation::State::Unknown, payment.hash));
    }
    m_window->attach({&m_session->payments(), &operations, client});
    QCOMPARE(m_window->paymentModel()->hashAt(0), payment.hash);
    selectRows({0});
    if (refundStatus >= 0)
        m_window->refundsPanel()->table()->selectRow(0);

    const dd::PaymentActions &a = m_window->actions();
    const QMap<QString, QAction *> actions = {{u"capture"_s, a.capture},
                                              {u"refund"_s, a.refund},
                                              {u"cancelPayment"_s, a.cancelPayment},
                                              {u"cancelRefund"_s, a.cancelRefund},
                                              {u"checkNow"_s, a.checkNow}};
    const QStringList expected = enabled.split(u' ', Qt::SkipEmptyParts);
    for (auto it = actions.cbegin(); it != actions.cend(); ++it)
        QVERIFY2(it.value()->isEnabled() == expected.contains(it.key()), qPrintable(it.key()));
    QVERIFY(a.lookUp->isEnabled());
    QCOMPARE(m_window->findChild<QWidget *>(u"outcomeUnknownBanner"_s)->isVisible(), outcomeUnknown);
    m_window->detach();
}

void TestMainWindowActions::actionsOpenTheirDialogs_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<int>("status");
    QTest::addColumn<bool>("preAuthorized");
    QTest::addColumn<int>("refundStatus");
    QTest::addColumn<QString>("dialogClass");
    using S = dd::PaymentStatus;
    using R = dd::RefundStatus;
    QTest::newRow("capture") << u"captureAction"_s << int(S::Pending) << true << -1 << u"dd::CaptureDialog"_s;
    QTest::newRow("refund") << u"refundAction"_s << int(S::Confirmed) << false << -1 << u"dd::RefundDialog"_s;
    QTest::newRow("cancel payment") << u"cancelPaymentAction"_s << int(S::Open) << false << -1
                                    << u"dd::CancelPaymentDialog"_s;
    QTest::newRow("cancel refund") << u"cancelRefundAction"_s << int(S::Confirmed) << false << int(R::Pending)
                                   << u"dd::CancelRefundDialog"_s;
    QTest::newRow("look up") << u"lookUpAction"_s << int(S::Confirmed) << false << -1 << u"dd::LookupDialog"_s;
    QTest::newRow("e-wallets") << u"eWalletsAction"_s << int(S::Confirmed) << false << -1
                               << u"dd::EWalletsDialog"_s;
}

void TestMainWindowActions::actionsOpenTheirDialogs()
{
    QFETCH(QString, action);
    QFETCH(int, status);
    QFETCH(bool, preAuthorized);
    QFETCH(int, refundStatus);
    QFETCH(QString, dialogClass);
    dd::sandbox::SandboxServer sandbox({});
    QString error;
    QVERIFY2(sandbox.listen(&error), qPrintable(error));
    QNetworkAccessManager network;
    QObject owner;
    dd::DirectApiClient *client = dd::test::makeClient(&network, sandbox.baseUrl(), sandbox.integrationKey(), &owner);
    dd::PaymentOperations operations(*client, *m_session, u"tester"_s);
    dd::Payment payment = demoPayment(60, static_cast<dd::PaymentStatus>(status), u"BRL"_s, 10000, u"br"_s, u"visa"_s);
    payment.preApproved = preAuthorized;
    payment.captureAvailable = preAuthorized;
    if (refundStatus >= 0) {
        dd::Refund refund;
        refund.id = u"601"_s;
        refund.status = static_cast<dd::RefundStatus>(refundStatus);
        refund.amount = dd::Money(5000, u"BRL"_s);
        payment.refunds << refund;
    }
    QVERIFY(m_session->payments().upsert(payment).hasValue());
    m_window->attach({&m_session->payments(), &operations, client});
    selectRows({0});
    if (refundStatus >= 0)
        m_window->refundsPanel()->table()->selectRow(0);
    QAction *trigger = m_window->findChild<QAction *>(action);
    QVERIFY(trigger);
    QVERIFY(trigger->isEnabled());
    QString opened;
    QTimer::singleShot(0, this, [&opened] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            opened = QString::fromLatin1(modal->metaObject()->className());
            if (auto *dialog = qobject_cast<QDialog *>(modal))
                dialog->reject();
        }
    });
    trigger->trigger();   // exec() returns once the timer closed the dialog
    QCOMPARE(opened, dialogClass);
    m_window->detach();
}

void TestMainWindowActions::secretClipboard_data()
{
    QTest::addColumn<bool>("secret");
    QTest::addColumn<bool>("overwritten");
    QTest::addColumn<bool>("cleared");
    QTest::newRow("secret is cleared") << true << false << true;
    QTest::newRow("plain text stays") << false << false << false;
    QTest::newRow("secret replaced by the user is left alone") << true << true << false;
}

void TestMainWindowActions::secretClipboard()
{
    QFETCH(bool, secret);
    QFETCH(bool, overwritten);
    QFETCH(bool, cleared);
    QClipboard *clipboard = QApplication::clipboard();
    dd::SecretClipboard copier(clipboard, std::chrono::milliseconds(50));
    QSignalSpy done(&copier, &dd::SecretClipboard::secretCleared);
    if (secret)
        copier.copySecret(u"integration-key-1234"_s);
    else
        copier.copy(u"plain text"_s);
    if (overwritten)
        clipboard->setText(u"something else"_s);
    if (secret)
        QVERIFY(done.wait(30000));
    else
        QVERIFY(!done.wait(200));
    QCOMPARE(clipboard->text().isEmpty(), cleared);
}

void TestMainWindowActions::exportFromKeyboardAndToolBar_data()
{
    QTest::addColumn<bool>("byShortcut");
    QTest::newRow("Ctrl+Shift+E") << true;
    QTest::newRow("tool bar button") << false;
}

// File ▸ Export report… has a shortcut and a tool bar button, both opening the export dialog over
// the filter; locked, neither does anything.
void TestMainWindowActions::exportFromKeyboardAndToolBar()
{
    QFETCH(bool, byShortcut);
    QAction *exportReport = m_window->exportReportAction();
    QVERIFY(exportReport);
    QCOMPARE(exportReport->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    QVERIFY(exportReport->toolTip().contains(exportReport->shortcut().toString(QKeySequence::NativeText)));
    auto *bar = child<QToolBar>(*m_window, u"mainToolBar"_s);
    auto *button = qobject_cast<QToolButton *>(bar->widgetForAction(exportReport));
    QVERIFY(button);
    QVERIFY(button->isVisible());
    // Help ▸ Keyboard shortcuts lists it with the others.
    const QList<dd::ShortcutsWindow::Row> rows = dd::ShortcutsWindow::rows(*m_window);
    QVERIFY(std::any_of(rows.cbegin(), rows.cend(), [&](const dd::ShortcutsWindow::Row &row) {
        return row.objectName == u"exportReportAction"_s
               && row.shortcut == exportReport->shortcut().toString(QKeySequence::NativeText);
    }));
    auto open = [&] {
        if (byShortcut) {
            m_window->activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
            m_window->paymentsView()->setFocus();
            QTest::keyClick(m_window->paymentsView(), Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
        } else {
            QTest::mouseClick(button, Qt::LeftButton);
        }
    };
    open();
    QTRY_VERIFY(m_window->findChild<dd::ExportDialog *>());
    auto *dialog = m_window->findChild<dd::ExportDialog *>();
    QVERIFY(dialog->isVisible());
    QVERIFY(child<QRadioButton>(*dialog, u"rowsFilter"_s)->isChecked());
    delete dialog;

    m_window->lockNow();
    QVERIFY(!exportReport->isEnabled());
    QVERIFY(!button->isEnabled());
    if (byShortcut)
        open();
    else
        exportReport->trigger();
    QApplication::processEvents();
    QVERIFY(!m_window->findChild<dd::ExportDialog *>());
}

QTEST_MAIN(TestMainWindowActions)
#include "tst_mainwindowactions.moc"
