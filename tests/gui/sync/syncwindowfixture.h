// The window of the sync GUI tests, attached to a fresh vault and the built-in sandbox (its own
// thread, real HTTP, a notification port of its own), with SyncWiring ready to open: shared by
// tst_syncrefresh and tst_syncnotifications.
#pragma once

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

#include <memory>

namespace dd::test {

using namespace Qt::StringLiterals;

class SyncWindowFixture
{
protected:
    // Before and after each test function.
    void setUp();
    void tearDown();

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

} // namespace dd::test
