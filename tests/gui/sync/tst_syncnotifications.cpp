// The window's notifications and sync settings against the built-in sandbox: notifications pasted
// or received by the listener, the settings dialog's rules, the schedule, what a lock stops, the
// actions each role gets, and screenshots on request.
#include "syncwindowfixture.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using namespace dd;
using namespace dd::test;

class TestSyncNotifications : public QObject, protected SyncWindowFixture
{
    Q_OBJECT
private slots:
    void init() { setUp(); }
    void cleanup() { tearDown(); }

    void importedNotificationsAreQueried();
    void importDialogRefusesBadInput_data();
    void importDialogRefusesBadInput();
    void listenerToggledFromTheWindow();
    void settingsDialogRules_data();
    void settingsDialogRules();
    void scheduleAppliedAndKept();
    void gatewayCertificateFromTheDialog();
    void lockStopsListenerAndRefresh();
    void actionsFollowTheRole_data();
    void actionsFollowTheRole();
    void screenshots();
};

void TestSyncNotifications::importedNotificationsAreQueried()
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

void TestSyncNotifications::importDialogRefusesBadInput_data()
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

void TestSyncNotifications::importDialogRefusesBadInput()
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

void TestSyncNotifications::listenerToggledFromTheWindow()
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

void TestSyncNotifications::settingsDialogRules_data()
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

void TestSyncNotifications::settingsDialogRules()
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

void TestSyncNotifications::scheduleAppliedAndKept()
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

// Settings ▸ Refresh and notifications takes the gateway's certificate: a file that is not one is
// refused in the dialog and by the store, and with the sandbox's own the listener verifies what
// the sandbox signs.
void TestSyncNotifications::gatewayCertificateFromTheDialog()
{
    QNetworkReply *reply = m_network->get(QNetworkRequest(m_sandbox->baseUrl().resolved(QUrl(u"/sandbox/notification-certificate.pem"_s))));
    QSignalSpy served(reply, &QNetworkReply::finished);
    QVERIFY(reply->isFinished() || served.wait(10000));
    const QByteArray pem = reply->readAll();
    reply->deleteLater();
    QVERIFY(pem.startsWith("-----BEGIN CERTIFICATE-----"));
    const auto writeFile = [this](const QString &name, const QByteArray &content) {
        QFile file(m_dir->filePath(name));
        return file.open(QIODevice::WriteOnly) && file.write(content) == content.size() ? file.fileName() : QString();
    };
    const QString certificate = writeFile(u"gateway.pem"_s, pem);
    const QString notCertificate = writeFile(u"notes.pem"_s, "a note, not a certificate");
    QVERIFY(!certificate.isEmpty() && !notCertificate.isEmpty());

    SyncSettingsDialog dialog(SyncSettings{});
    dialog.show();
    QVERIFY(!dialog.certificateEdit()->isEnabled());   // with the listener off
    dialog.listenBox()->setChecked(true);
    QVERIFY(dialog.certificateEdit()->isEnabled());
    for (const QString &refused : {notCertificate, m_dir->filePath(u"missing.pem"_s)}) {
        dialog.certificateEdit()->setText(refused);
        QVERIFY2(!dialog.canAccept(), qPrintable(refused));
        QVERIFY(dialog.problemLabel()->isVisible());
        QVERIFY2(dialog.problemLabel()->text().contains(refused), qPrintable(dialog.problemLabel()->text()));
    }
    dialog.certificateEdit()->setText(certificate);
    QVERIFY(dialog.canAccept());
    QCOMPARE(dialog.settings().gatewayCertificate, certificate);

    const QString hash = createPayment(u"boleto"_s, u"signed-1"_s);
    cache(hash);
    openSync();
    SyncController &sync = m_sync->controller();
    QSignalSpy finished(&sync, &SyncController::refreshFinished);
    QVERIFY(waitForRefresh(finished));
    finished.clear();
    SyncSettings settings = sync.settings();
    settings.listen = true;
    settings.listenPort = m_notifyPort;
    settings.gatewayCertificate = notCertificate;
    QVERIFY(!sync.applySettings(settings));   // refused: nothing stored, nothing started
    QVERIFY(SyncSettingsStore::load(*m_session).gatewayCertificate.isEmpty());
    QVERIFY(!sync.listener().isListening());

    settings.gatewayCertificate = certificate;
    QVERIFY(sync.applySettings(settings));
    QCOMPARE(SyncSettingsStore::load(*m_session).gatewayCertificate, certificate);
    QVERIFY(sync.listener().isListening());
    QVERIFY(sync.listener().verifiesSignatures());
    select(hash);
    post(u"/sandbox/payments/confirm"_s, {{u"hash"_s, hash}});
    QVERIFY(waitForRefresh(finished));
    QTRY_COMPARE(m_window->currentPayment()->status, PaymentStatus::Confirmed);
    QVERIFY(sync.listener().counts().verified >= 1);
    QCOMPARE(sync.listener().counts().refusedTotal(), 0);

    settings.gatewayCertificate.clear();   // back to taking unsigned notifications
    QVERIFY(sync.applySettings(settings));
    QVERIFY(!sync.listener().verifiesSignatures());
    QVERIFY(SyncSettingsStore::load(*m_session).gatewayCertificate.isEmpty());
}

void TestSyncNotifications::lockStopsListenerAndRefresh()
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
void TestSyncNotifications::actionsFollowTheRole_data()
{
    QTest::addColumn<int>("role");
    QTest::addColumn<bool>("mayImport");
    QTest::addColumn<bool>("maySet");
    QTest::newRow("finance") << int(access::Role::Finance) << false << false;
    QTest::newRow("support") << int(access::Role::Support) << true << false;
    QTest::newRow("manager") << int(access::Role::Manager) << true << true;
}

void TestSyncNotifications::actionsFollowTheRole()
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
void TestSyncNotifications::screenshots()
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

QTEST_MAIN(TestSyncNotifications)
#include "tst_syncnotifications.moc"
