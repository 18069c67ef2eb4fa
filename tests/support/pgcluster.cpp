#include "support/pgcluster.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTcpServer>

#include <cerrno>

#include <pwd.h>
#include <signal.h>
#include <unistd.h>

namespace dd::test {

namespace {

// initdb and pg_ctl are bounded only so that a broken installation ends the test instead of
// hanging it; a slow machine waits, it does not fail.
constexpr int toolLimitMs = 300'000;

bool asRoot()
{
    return ::geteuid() == 0;
}

quint16 freeLoopbackPort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    return probe.serverPort();
}

bool giveToPostgres(const QString &path)
{
    const passwd *user = ::getpwnam("postgres");
    return user && ::chown(QFile::encodeName(path).constData(), user->pw_uid, user->pw_gid) == 0;
}

// Starts one of the server's programs, as the postgres user when this process is root (initdb and
// the server refuse to run as root).
void startTool(QProcess &process, const QString &bindir, const QString &program, const QStringList &arguments)
{
    const QString tool = QDir(bindir).filePath(program);
    if (asRoot())
        process.start(QStringLiteral("runuser"),
                      QStringList{QStringLiteral("-u"), QStringLiteral("postgres"), QStringLiteral("--"), tool}
                          + arguments);
    else
        process.start(tool, arguments);
}

} // namespace

void PgCluster::ignoreMachineSettings(const QString &folder)
{
    qputenv("PGPASSFILE", QDir(folder).filePath(QStringLiteral("no-pgpass")).toUtf8());
    qputenv("PGSERVICEFILE", QDir(folder).filePath(QStringLiteral("no-service")).toUtf8());
    for (const char *name : {"PGHOST", "PGHOSTADDR", "PGSSLMODE", "PGSERVICE", "PGPASSWORD", "PGUSER", "PGPORT"})
        qunsetenv(name);
}

PgCluster::PgCluster(const QStringList &settings) : m_settings(settings)
{
    m_running = initialise() && start();
}

PgCluster::~PgCluster()
{
    if (m_running)
        stop();
}

void PgCluster::stopOrphans(const QString &bindir)
{
    const QDir temporary(QDir::tempPath());
    for (const QString &name : temporary.entryList({QStringLiteral("directdesk-pg-*")}, QDir::Dirs)) {
        QDir folder(temporary.filePath(name));
        QFile owner(folder.filePath(ownerFile()));
        if (!owner.open(QIODevice::ReadOnly))
            continue;
        bool ok = false;
        const pid_t pid = pid_t(owner.readAll().trimmed().toLongLong(&ok));
        if (!ok || pid <= 0 || ::kill(pid, 0) == 0 || errno != ESRCH)
            continue;
        QProcess stop;
        startTool(stop, bindir, QStringLiteral("pg_ctl"),
                  {QStringLiteral("-D"), folder.filePath(QStringLiteral("data")), QStringLiteral("-m"),
                   QStringLiteral("immediate"), QStringLiteral("-w"), QStringLiteral("stop")});
        stop.waitForFinished(toolLimitMs);
        folder.removeRecursively();
    }
}

QString PgCluster::conninfo(const QString &user, const QString &password, const QString &database) const
{
    QString info = QStringLiteral("host=127.0.0.1 port=%1 dbname=%2 user=%3").arg(m_port).arg(database, user);
    if (!password.isEmpty())
        info += QStringLiteral(" password='%1'").arg(password);
    return info;
}

QString PgCluster::adminConninfo(const QString &database) const
{
    return conninfo(adminUser(), m_password, database);
}

bool PgCluster::run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    startTool(process, m_bindir, program, arguments);
    if (!process.waitForFinished(toolLimitMs) || process.exitStatus() != QProcess::NormalExit
        || process.exitCode() != 0) {
        m_problem = QStringLiteral("%1 failed: %2").arg(program, QString::fromLocal8Bit(process.readAll()));
        return false;
    }
    return true;
}

bool PgCluster::initialise()
{
    QProcess config;
    config.start(QStringLiteral("pg_config"), {QStringLiteral("--bindir")});
    if (!config.waitForFinished(toolLimitMs) || config.exitCode() != 0) {
        m_problem = QStringLiteral("pg_config is missing: install libpq-dev and postgresql-15 (scripts/install-deps.sh)");
        return false;
    }
    m_bindir = QString::fromLocal8Bit(config.readAllStandardOutput()).trimmed();
    stopOrphans(m_bindir);
    m_folder = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/directdesk-pg-XXXXXX"));
    if (!m_folder->isValid() || (asRoot() && !giveToPostgres(m_folder->path()))) {
        m_problem = QStringLiteral("cannot prepare a folder for the cluster");
        return false;
    }
    QFile owner(m_folder->filePath(ownerFile()));
    if (!owner.open(QIODevice::WriteOnly) || owner.write(QByteArray::number(qint64(::getpid()))) < 0) {
        m_problem = QStringLiteral("cannot write the cluster's owner file");
        return false;
    }
    owner.close();
    m_password = QString::number(QRandomGenerator::global()->generate64(), 36);
    const QString passwordFile = m_folder->filePath(QStringLiteral("admin-password"));
    QFile file(passwordFile);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_password.toUtf8() + '\n') < 0) {
        m_problem = QStringLiteral("cannot write the password file");
        return false;
    }
    file.close();
    if (asRoot())
        giveToPostgres(passwordFile);
    const bool created = run(QStringLiteral("initdb"),
                             {QStringLiteral("-D"), m_folder->filePath(QStringLiteral("data")), QStringLiteral("-U"),
                              adminUser(), QStringLiteral("--pwfile=") + passwordFile,
                              QStringLiteral("--auth-local=trust"), QStringLiteral("--auth-host=scram-sha-256"),
                              QStringLiteral("--encoding=UTF8"), QStringLiteral("--locale=C.UTF-8"),
                              QStringLiteral("--no-sync")});
    QFile::remove(passwordFile);
    return created;
}

bool PgCluster::start()
{
    // A port found free can be taken before the server binds it: try a few. A restart tries its
    // port first, so the connection strings of processes that outlive it (a worker) stay good.
    for (int attempt = 0; attempt < 3; ++attempt) {
        if (attempt > 0 || m_port == 0)
            m_port = freeLoopbackPort();
        QString options = QStringLiteral("-c listen_addresses=127.0.0.1 -p %1 -c unix_socket_directories=%2 "
                                         "-c fsync=off -c max_connections=120")
                              .arg(m_port)
                              .arg(m_folder->path());
        for (const QString &setting : m_settings)
            options += QStringLiteral(" -c ") + setting;
        if (run(QStringLiteral("pg_ctl"), {QStringLiteral("-D"), m_folder->filePath(QStringLiteral("data")),
                                           QStringLiteral("-l"), m_folder->filePath(QStringLiteral("server.log")),
                                           QStringLiteral("-w"), QStringLiteral("-t"), QStringLiteral("300"),
                                           QStringLiteral("-o"), options, QStringLiteral("start")})) {
            m_running = true;
            return true;
        }
    }
    return false;
}

QByteArray PgCluster::serverLog() const
{
    QFile log(m_folder ? m_folder->filePath(QStringLiteral("server.log")) : QString());
    return log.open(QIODevice::ReadOnly) ? log.readAll() : QByteArray();
}

bool PgCluster::stop()
{
    m_running = !run(QStringLiteral("pg_ctl"), {QStringLiteral("-D"), m_folder->filePath(QStringLiteral("data")),
                                                QStringLiteral("-m"), QStringLiteral("fast"), QStringLiteral("-w"),
                                                QStringLiteral("stop")});
    return !m_running;
}

} // namespace dd::test
