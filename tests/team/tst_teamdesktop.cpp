// The desktop in team mode on a real throw-away PostgreSQL cluster: the window signed in as a
// Finance login (through the same non-blocking opener the dialog uses) lists what another
// connection wrote, shows a payment written by a second connection once the change feed fires,
// says when the server is gone and catches up by itself when it is back, and leaves no customer's
// name in any file of the desk.
#include "storefixture.h"
#include "teamdatabase.h"
#include "teamlogins.h"

#include "app/teamworkspace.h"
#include "core/access/accessguard.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamsessionopener.h"
#include "models/paymenttablemodel.h"
#include "support/pgcluster.h"
#include "ui/mainwindow.h"
#include "ui/messagebox.h"
#include "ui/paymentactions.h"
#include "ui/team/storagechoicedialog.h"
#include "ui/team/teamserverdialog.h"
#include "ui/team/teamserversettings.h"

#include <QApplication>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::PgCluster;

namespace {

constexpr int waitMs = 60'000;   // a hang guard: waits end as soon as the signal comes
const QString Password = u"team desk 2026"_s;
const QString DeskApplication = u"directdesk team desk test"_s;

// Whether the window's table lists `hash` among the rows it holds now; a missing page is asked for.
// The model is the window's at each call: signing in again attaches a new one.
bool loadedNow(MainWindow &window, const QString &hash)
{
    PaymentTableModel *model = window.paymentModel();
    if (!model)
        return false;
    for (int row = 0; row < model->rowCount(); ++row) {
        model->data(model->index(row, 0));
        if (model->hashAt(row) == hash)
            return true;
    }
    return false;
}

// Whether the window's table lists `hash`. A team window reads every page and count on a worker,
// so the rows of a refresh land after it returns: the wait ends as soon as the payment is there.
bool listed(MainWindow &window, const QString &hash)
{
    return QTest::qWaitFor([&] { return loadedNow(window, hash); }, waitMs);
}

} // namespace

class TestTeamDesktop : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void windowListsWhatAnotherConnectionWrote();
    void aPaymentWrittenElsewhereAppearsWhenTheFeedFires();
    void aLostServerIsShownAndCaughtUpAfterwards();
    void theWindowsOwnSessionEndingIsReplaced();
    void vaultOnlyMenusSayWhyInTeamMode();
    void connectionSettingsSwitchBackToThisComputer();
    void anotherServerIsAuditedWhereTheDeskLeaves();
    void anotherServerIsAuditedWhereItArrivesWhenTheOldOneRefuses();
    void noCustomerNameReachesTheDesksFiles();

private:
    qint64 newestChange();
    bool write(const Payment &payment);
    // Waits until the window has re-read the store up to `change`.
    bool waitForWindow(qint64 change);
    // Settings ▸ Connection ▸ Team server, signed in again as `login`; false when the dialogs did
    // not go that way.
    bool switchLogin(const QString &login);
    qint64 connectionChanges();
    // The newest desk connection change on the team's trail: its actor, parameters and result.
    struct ConnectionChange
    {
        QString actor;
        QJsonObject parameters;
        QString result;
    };
    ConnectionChange lastConnectionChange();
    QString serverAddress() const { return u"team@127.0.0.1:"_s + QString::number(m_cluster->port()); }

    std::unique_ptr<PgCluster> m_cluster;
    QTemporaryDir m_home;
    QTemporaryDir m_desk;
    PgConnection m_owner;
    std::unique_ptr<PgStoreSession> m_writer;   // another desk: a Support login
    test::StoreFixture m_fixture;
    QStringList m_customerNames;
    int m_nextPayment = 0;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<TeamWorkspace> m_team;
};

void TestTeamDesktop::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>();
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    auto created = test::createTeamDatabase(*m_cluster);
    QVERIFY2(created, qPrintable(created ? QString() : created.error()));
    m_owner = std::move(created).value();
    QVERIFY(test::addTeamLogin(m_owner, "sol", test::TeamGroup::Support, Password));
    QVERIFY(test::addTeamLogin(m_owner, "fabio", test::TeamGroup::Finance, Password));
    auto writer = PgStoreSession::open(m_cluster->conninfo(u"sol"_s, Password, u"team"_s));
    QVERIFY2(writer, qPrintable(writer ? QString() : writer.error().message));
    m_writer = std::move(writer).value();
    for (int i = 0; i < 3; ++i)
        QVERIFY(write(m_fixture.payment(m_nextPayment++)));

    // The desk: the same opener the connection dialog uses, named so the test can find its sessions.
    TeamSessionOpener opener;
    QSignalSpy opened(&opener, &TeamSessionOpener::opened);
    QSignalSpy failed(&opener, &TeamSessionOpener::failed);
    opener.start(m_cluster->conninfo(u"fabio"_s, Password, u"team"_s) + u" application_name='"_s + DeskApplication
                 + u"'"_s);
    QVERIFY(opened.wait(waitMs));
    QCOMPARE(failed.count(), 0);
    m_settings = std::make_unique<QSettings>(m_desk.filePath(u"desk.ini"_s), QSettings::IniFormat);
    m_window = std::make_unique<MainWindow>(*m_settings);
    m_team = std::make_unique<TeamWorkspace>(*m_window, *m_settings);
    QSignalSpy changed(m_team.get(), &TeamWorkspace::storeChanged);
    const TeamServerFields fields{u"127.0.0.1"_s, QString::number(m_cluster->port()), u"team"_s, u"fabio"_s, {}};
    QVERIFY(m_team->open(opener.take(), fields));
    m_window->show();
    // The feed's first report: it follows the server from here on.
    QVERIFY(changed.wait(waitMs));
}

void TestTeamDesktop::cleanupTestCase()
{
    m_team.reset();
    m_window.reset();
}

qint64 TestTeamDesktop::newestChange()
{
    const auto newest = m_owner.exec("SELECT COALESCE(max(id), 0) FROM directdesk.changes");
    return newest ? newest->bytes(0, 0).toLongLong() : -1;
}

bool TestTeamDesktop::write(const Payment &payment)
{
    if (!payment.customerName.isEmpty())
        m_customerNames.append(payment.customerName);
    return bool(m_writer->payments().upsert(payment));
}

bool TestTeamDesktop::waitForWindow(qint64 change)
{
    QSignalSpy changed(m_team.get(), &TeamWorkspace::storeChanged);
    while (m_team->changeFeed().lastChange() < change) {
        if (!changed.wait(waitMs))
            return false;
    }
    return true;
}

bool TestTeamDesktop::switchLogin(const QString &login)
{
    // Each modal dialog is answered once it is the active one: first the choice, then the server's.
    bool chose = false;
    bool signingIn = false;
    QTimer answer;
    answer.setInterval(10);
    connect(&answer, &QTimer::timeout, this, [&] {
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *choice = qobject_cast<StorageChoiceDialog *>(modal); choice && !chose) {
            chose = true;
            choice->findChild<QRadioButton *>(u"teamServerRadio"_s)->setChecked(true);
            choice->accept();
        } else if (auto *dialog = qobject_cast<TeamServerDialog *>(modal); dialog && !signingIn) {
            signingIn = true;
            // A refusal closes the dialog instead of leaving the test waiting on it.
            connect(dialog, &TeamServerDialog::attemptFinished, dialog, [dialog](bool connected) {
                if (!connected)
                    dialog->reject();
            });
            dialog->findChild<QLineEdit *>(u"userEdit"_s)->setText(login);
            dialog->findChild<QLineEdit *>(u"passwordEdit"_s)->setText(Password);
            dialog->connectToServer();
        }
    });
    answer.start();
    m_team->editConnection();
    answer.stop();
    return chose && signingIn && m_team->isOpen() && m_team->guard()->current()->slotId == login;
}

qint64 TestTeamDesktop::connectionChanges()
{
    const auto found =
        m_owner.exec("SELECT count(*) FROM directdesk.audit_trail WHERE action = 'desk_connection_change'");
    return found ? found->bytes(0, 0).toLongLong() : -1;
}

TestTeamDesktop::ConnectionChange TestTeamDesktop::lastConnectionChange()
{
    const auto found = m_owner.exec("SELECT actor, parameters, result FROM directdesk.audit_trail "
                                    "WHERE action = 'desk_connection_change' ORDER BY id DESC LIMIT 1");
    if (!found || found->rows() == 0)
        return {};
    return {found->text(0, 0), QJsonDocument::fromJson(found->bytes(0, 1)).object(), found->text(0, 2)};
}

void TestTeamDesktop::windowListsWhatAnotherConnectionWrote()
{
    QCOMPARE(m_window->windowTitle(), u"DirectDesk — fabio (%1)"_s.arg(access::Names::role(access::Role::Finance)));
    QVERIFY(!m_window->isLocked());
    QVERIFY(m_team->isReachable());
    const QString connection = m_window->findChild<QLabel *>(u"connectionLabel"_s)->text();
    QVERIFY2(connection.contains(u"team@127.0.0.1"_s) && connection.contains(u"fabio"_s), qPrintable(connection));
    // Read on the window's workers: the GUI thread never waits on the server.
    QVERIFY(m_window->paymentModel() && m_window->paymentModel()->readsInBackground());
    for (int i = 0; i < 3; ++i)
        QVERIFY2(listed(*m_window, m_fixture.payment(i).hash), qPrintable(m_fixture.payment(i).hash));
    // The operator is the server's login with the server's role; the vault's dialogs are not offered.
    QCOMPARE(m_team->guard()->current()->slotId, u"fabio"_s);
    QCOMPARE(m_team->guard()->current()->role, access::Role::Finance);
}

void TestTeamDesktop::aPaymentWrittenElsewhereAppearsWhenTheFeedFires()
{
    const Payment payment = m_fixture.payment(m_nextPayment++);
    QVERIFY(!loadedNow(*m_window, payment.hash));
    QVERIFY(write(payment));
    QVERIFY(waitForWindow(newestChange()));
    QVERIFY(listed(*m_window, payment.hash));
}

void TestTeamDesktop::aLostServerIsShownAndCaughtUpAfterwards()
{
    QSignalSpy reachability(m_team.get(), &TeamWorkspace::reachabilityChanged);
    // Written the moment the window says the server is gone: nobody on the desk hears it.
    Payment writtenWhileAway;
    connect(m_team.get(), &TeamWorkspace::reachabilityChanged, this, [&](bool reachable) {
        if (!reachable && writtenWhileAway.hash.isEmpty()) {
            writtenWhileAway = m_fixture.payment(m_nextPayment++);
            write(writtenWhileAway);
        }
    });
    // Every session of the desk ends, as when the server restarts.
    const auto ended = m_owner.exec("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'fabio'");
    QVERIFY(ended);
    QVERIFY(ended->rows() >= 2);   // the window's and the feed's at least
    QVERIFY(reachability.wait(waitMs));
    QCOMPARE(reachability.constFirst().constFirst().toBool(), false);
    const QString away = m_window->findChild<QLabel *>(u"connectionLabel"_s)->text();
    QVERIFY2(away.contains(u"unreachable"_s), qPrintable(away));
    // What would read the server again waits; the rows read before stay.
    QVERIFY(!m_window->exportReportAction()->isEnabled());
    QVERIFY(!m_window->actions().reloadTable->isEnabled());
    QVERIFY(listed(*m_window, m_fixture.payment(0).hash));
    QVERIFY(!writtenWhileAway.hash.isEmpty());
    // Back by itself, with a new session for the window, and what was written meanwhile listed.
    while (!m_team->isReachable() || !m_team->changeFeed().isConnected())
        QVERIFY(reachability.wait(waitMs));
    QCOMPARE(reachability.constLast().constFirst().toBool(), true);
    QVERIFY(m_window->exportReportAction()->isEnabled());
    QVERIFY(listed(*m_window, writtenWhileAway.hash));
    // And the feed listens again.
    const Payment later = m_fixture.payment(m_nextPayment++);
    QVERIFY(write(later));
    QVERIFY(waitForWindow(newestChange()));
    QVERIFY(listed(*m_window, later.hash));
}

void TestTeamDesktop::theWindowsOwnSessionEndingIsReplaced()
{
    // Only the window's backend ends; the feed's lives on and will not say anything.
    QSignalSpy reachability(m_team.get(), &TeamWorkspace::reachabilityChanged);
    const auto backend = m_team->session()->connection().exec("SELECT pg_backend_pid()");
    QVERIFY(backend);
    const auto ended = m_owner.exec("SELECT pg_terminate_backend($1)", {backend->bytes(0, 0)});
    QVERIFY(ended);
    QCOMPARE(ended->bytes(0, 0), QByteArray("t"));
    while (reachability.count() < 2)
        QVERIFY(reachability.wait(waitMs));
    QCOMPARE(reachability.at(0).constFirst().toBool(), false);
    QCOMPARE(reachability.at(1).constFirst().toBool(), true);
    QVERIFY(m_team->isReachable());
    // The new session reads, and the feed still wakes the window.
    const Payment payment = m_fixture.payment(m_nextPayment++);
    QVERIFY(write(payment));
    QVERIFY(waitForWindow(newestChange()));
    QVERIFY(listed(*m_window, payment.hash));
}

void TestTeamDesktop::vaultOnlyMenusSayWhyInTeamMode()
{
    MessageBox::clearShownTexts();
    MessageBox::setNextAnswer(QMessageBox::Ok);
    MessageBox::setNextAnswer(QMessageBox::Ok);
    m_team->showOperators();
    m_team->showApprovals();
    QCOMPARE(MessageBox::pendingAnswers(), 0);
    const QStringList shown = MessageBox::shownTexts();
    QCOMPARE(shown.size(), 2);
    QVERIFY2(shown.at(0).contains(u"directdesk-cli team operator"_s), qPrintable(shown.at(0)));
    QVERIFY2(shown.at(1).contains(u"team mode"_s), qPrintable(shown.at(1)));
    QVERIFY(!m_window->isLocked());
}

void TestTeamDesktop::connectionSettingsSwitchBackToThisComputer()
{
    const TeamServerFields fields{u"127.0.0.1"_s, QString::number(m_cluster->port()), u"team"_s, u"fabio"_s, {}};
    TeamServerSettings::save(*m_settings, fields);
    QVERIFY(TeamServerSettings::chosen(*m_settings));
    // The choice offered first is where the desk is now; the first start's is this computer.
    QCOMPARE(StorageChoiceDialog().storage(), StorageChoiceDialog::Storage::ThisComputer);
    bool offeredTeam = false;
    QTimer::singleShot(0, this, [&offeredTeam] {
        auto *choice = qobject_cast<StorageChoiceDialog *>(QApplication::activeModalWidget());
        if (!choice)
            return;
        offeredTeam = choice->storage() == StorageChoiceDialog::Storage::TeamServer;
        choice->findChild<QRadioButton *>(u"thisComputerRadio"_s)->setChecked(true);
        choice->accept();
    });
    MessageBox::clearShownTexts();
    MessageBox::setNextAnswer(QMessageBox::Ok);
    const qint64 changesBefore = connectionChanges();
    m_team->editConnection();
    QVERIFY(offeredTeam);
    QCOMPARE(MessageBox::pendingAnswers(), 0);
    QVERIFY(!TeamServerSettings::chosen(*m_settings));
    // The server is kept, to be offered again; the window goes on until the next start.
    QCOMPARE(TeamServerSettings::load(*m_settings), fields);
    QVERIFY(m_team->isOpen());
    // One audit row, on the team server's trail (the encrypted cache opens only at the next start),
    // signed by the login that made the change.
    QCOMPARE(connectionChanges(), changesBefore + 1);
    const ConnectionChange change = lastConnectionChange();
    QCOMPARE(change.actor, u"fabio"_s);
    QCOMPARE(change.result, u"SUCCESS"_s);
    QCOMPARE(change.parameters.value(u"storage"_s).toString(), u"this_computer"_s);
    QCOMPARE(change.parameters.value(u"previous_server"_s).toString(), serverAddress());
    QCOMPARE(change.parameters.value(u"previous_login"_s).toString(), u"fabio"_s);
    QVERIFY(!change.parameters.contains(u"server"_s));
}

void TestTeamDesktop::anotherServerIsAuditedWhereTheDeskLeaves()
{
    // fabio's desk signs in as sol: the row is on the trail of the server left, signed by fabio.
    const qint64 changesBefore = connectionChanges();
    QVERIFY(switchLogin(u"sol"_s));
    QVERIFY(TeamServerSettings::chosen(*m_settings));
    QCOMPARE(TeamServerSettings::load(*m_settings).user, u"sol"_s);
    QCOMPARE(connectionChanges(), changesBefore + 1);
    const ConnectionChange change = lastConnectionChange();
    QCOMPARE(change.actor, u"fabio"_s);
    QCOMPARE(change.result, u"SUCCESS"_s);
    QCOMPARE(change.parameters.value(u"storage"_s).toString(), u"team_server"_s);
    QCOMPARE(change.parameters.value(u"server"_s).toString(), serverAddress());
    QCOMPARE(change.parameters.value(u"login"_s).toString(), u"sol"_s);
    QCOMPARE(change.parameters.value(u"previous_login"_s).toString(), u"fabio"_s);
    const QByteArray row = QJsonDocument(change.parameters).toJson();
    QVERIFY2(!row.contains(Password.toUtf8()), row.constData());
}

void TestTeamDesktop::anotherServerIsAuditedWhereItArrivesWhenTheOldOneRefuses()
{
    // The server left does not take the row (sol's group may not append): the server the desk
    // moves to records it, signed by the login signed in there.
    QVERIFY(m_owner.exec("REVOKE EXECUTE ON FUNCTION directdesk.audit_record(text, text, text) "
                         "FROM directdesk_support"));
    const qint64 changesBefore = connectionChanges();
    const bool switched = switchLogin(u"fabio"_s);
    QVERIFY(m_owner.exec("GRANT EXECUTE ON FUNCTION directdesk.audit_record(text, text, text) "
                         "TO directdesk_support"));
    QVERIFY(switched);
    QCOMPARE(connectionChanges(), changesBefore + 1);
    const ConnectionChange change = lastConnectionChange();
    QCOMPARE(change.actor, u"fabio"_s);
    QCOMPARE(change.parameters.value(u"previous_login"_s).toString(), u"sol"_s);
    QCOMPARE(change.parameters.value(u"login"_s).toString(), u"fabio"_s);
}

void TestTeamDesktop::noCustomerNameReachesTheDesksFiles()
{
    QVERIFY(!m_customerNames.isEmpty());
    m_window->saveLayout();
    m_settings->sync();
    QStringList scanned;
    for (const QString &folder : {QStandardPaths::writableLocation(QStandardPaths::AppDataLocation),
                                  QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation),
                                  QStandardPaths::writableLocation(QStandardPaths::CacheLocation), m_desk.path()}) {
        QDirIterator files(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString path = files.next();
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            const QByteArray bytes = file.readAll();
            for (const QString &name : std::as_const(m_customerNames))
                QVERIFY2(!bytes.contains(name.toUtf8()), qPrintable(path + u": "_s + name));
            scanned.append(path);
        }
    }
    // The desk's own settings at least were written and read here.
    QVERIFY2(scanned.contains(m_desk.filePath(u"desk.ini"_s)), qPrintable(scanned.join(u", ")));
}

QTEST_MAIN(TestTeamDesktop)
#include "tst_teamdesktop.moc"
