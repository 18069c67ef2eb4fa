#pragma once

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace dd::test {

// A throw-away PostgreSQL cluster for one test: initdb in a temporary folder, pg_ctl on a free
// loopback port, stopped and removed on destruction. Binaries come from `pg_config --bindir`;
// initdb and pg_ctl refuse to run as root, so as root they run as the `postgres` user.
// Local socket logins are trusted, TCP logins need a SCRAM-SHA-256 password, as on a real server.
class PgCluster
{
public:
    // `settings` ("log_statement=all", …) are given to the server at every start.
    explicit PgCluster(const QStringList &settings = {});
    ~PgCluster();
    PgCluster(const PgCluster &) = delete;
    PgCluster &operator=(const PgCluster &) = delete;

    // No ~/.pgpass, service file or PG* variable of the machine may decide a test: libpq reads them
    // for every connection. `folder` holds the (absent) files it is pointed at instead.
    static void ignoreMachineSettings(const QString &folder);

    bool isRunning() const { return m_running; }
    QString problem() const { return m_problem; }   // why it is not running

    quint16 port() const { return m_port; }
    static QString adminUser() { return QStringLiteral("ddadmin"); }
    QString adminPassword() const { return m_password; }
    // A key=value connection string over TCP to 127.0.0.1 (password left out when empty).
    QString conninfo(const QString &user, const QString &password, const QString &database = QStringLiteral("postgres")) const;
    QString adminConninfo(const QString &database = QStringLiteral("postgres")) const;

    // Everything the server has written to its log so far.
    QByteArray serverLog() const;

    // For tests of a server that goes away during an action and comes back.
    bool stop();
    bool start();

    // The cluster's folder (its data, log and the owner file stopOrphans() reads).
    QString folder() const { return m_folder ? m_folder->path() : QString(); }
    // The file in a cluster's folder that names the test process the cluster is for.
    static QString ownerFile() { return QStringLiteral("owner-pid"); }
    // Stops the clusters in the temporary folder whose test process has died without stopping them
    // (killed at a timeout, or by hand) and removes their folders; every new cluster does it first.
    // A folder without an owner file (being made, or not a cluster of these tests) is left alone.
    static void stopOrphans(const QString &bindir);

private:
    bool run(const QString &program, const QStringList &arguments);
    bool initialise();

    std::unique_ptr<QTemporaryDir> m_folder;
    QString m_bindir;
    QString m_password;
    quint16 m_port = 0;
    bool m_running = false;
    QString m_problem;
    QStringList m_settings;
};

} // namespace dd::test
