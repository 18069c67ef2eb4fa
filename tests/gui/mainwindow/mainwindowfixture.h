// The main window of the window tests, on a fresh vault holding six payments of four currencies
// (no gateway): shared by tst_mainwindow and tst_mainwindowactions.
#pragma once

#include "core/cache/vault.h"
#include "core/sync/paymentoperations.h"
#include "models/paymenttablemodel.h"
#include "sandbox/sandboxserver.h"
#include "testclient.h"
#include "ui/detailpane.h"
#include "ui/filterbar.h"
#include "ui/idlelock.h"
#include "ui/mainwindow.h"
#include "ui/messagebox.h"
#include "ui/paymentactions.h"
#include "ui/paymentstableview.h"
#include "ui/refundspanel.h"
#include "ui/reports/exportdialog.h"
#include "ui/secretclipboard.h"
#include "ui/statuspanel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDateEdit>
#include <QDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QRadioButton>
#include <QScopeGuard>
#include <QSemaphore>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QtTest>

#include <memory>

namespace dd::test {

using namespace Qt::StringLiterals;

// Payment `n`: hash n padded to 48 digits, "order-n", opened n hours after 2026-11-01 10:00 UTC.
dd::Payment demoPayment(int n, dd::PaymentStatus status, const QString &currency, qint64 hundredths,
                        const QString &country, const QString &method);

// The child of `parent` named `name`; the test stops when there is none.
template<typename T>
T *child(QObject &parent, const QString &name)
{
    T *found = parent.findChild<T *>(name);
    if (!found)
        qFatal("no child %s", qPrintable(name));
    return found;
}

class MainWindowFixture
{
protected:
    // Before and after each test function.
    void setUp();
    void tearDown();

    void selectRows(const QList<int> &rows);
    // Sessions for the window's workers, each opened once `gate` lets it (a test holds the workers
    // back to see what the window shows meanwhile).
    SessionOpener gatedSessions(std::shared_ptr<QSemaphore> gate);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<dd::Vault> m_vault;
    std::unique_ptr<dd::CacheSession> m_session;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<dd::MainWindow> m_window;
};

} // namespace dd::test
