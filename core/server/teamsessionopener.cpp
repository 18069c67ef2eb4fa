#include "core/server/teamsessionopener.h"

#include "core/server/store/pgstoresession.h"
#include "core/server/teamschema.h"

#include <QThread>

namespace dd::server {

namespace {

// A login the server lets in that may not look into the team's schema.
constexpr const char *InsufficientPrivilege = "42501";

} // namespace

// What the checking thread hands back. The connection moves to it and the session back: libpq
// allows a connection on any thread as long as one uses it at a time.
struct TeamSessionOpener::Check
{
    PgConnection connection;
    std::optional<PgError> error;
    TeamSignIn signIn;
};

TeamSessionOpener::TeamSessionOpener(QObject *parent) : QObject(parent)
{
    connect(&m_connector, &PgConnector::connected, this, &TeamSessionOpener::onConnected);
    connect(&m_connector, &PgConnector::failed, this, &TeamSessionOpener::fail);
}

TeamSessionOpener::~TeamSessionOpener()
{
    abort();
    // The check is two short statements; its thread must not outlive the object that started it.
    for (const QPointer<QThread> &checking : std::as_const(m_checks)) {
        if (checking)
            checking->wait();
    }
}

void TeamSessionOpener::start(const QString &conninfo)
{
    abort();
    m_opening = true;
    m_conninfo = conninfo;
    const auto address = readServerAddress(conninfo);
    if (!address) {
        // Reported from the event loop like every other outcome: callers connect first, then start.
        QMetaObject::invokeMethod(
            this, [this, attempt = m_attempt, error = PgError{PgError::Kind::Refused, address.error().message, {}}] {
                if (attempt == m_attempt)
                    fail(error);
            },
            Qt::QueuedConnection);
        return;
    }
    m_connector.start(*address);
}

void TeamSessionOpener::abort()
{
    ++m_attempt;   // a check under way finishes on its thread and is dropped
    m_connector.abort();
    m_opening = false;
}

TeamSignIn TeamSessionOpener::take()
{
    return std::move(m_ready);
}

void TeamSessionOpener::onConnected()
{
    auto check = std::make_shared<Check>();
    check->connection = m_connector.takeConnection();
    check->signIn.conninfo = m_conninfo;
    // An abandoned attempt's check may still run on its own thread with its own connection.
    m_checks.removeAll(nullptr);
    QThread *checking = QThread::create([check] {
        auto inspection = TeamSchema::inspect(check->connection);
        if (!inspection) {
            const bool refused = inspection.error().sqlState == InsufficientPrivilege;
            check->error = refused ? PgStoreSession::notAnOperator(check->connection.user()) : inspection.error();
            return;
        }
        if (inspection->state != TeamSchema::State::Current) {
            check->error = PgError{PgError::Kind::Refused, TeamSchema::versionProblem(*inspection), {}};
            return;
        }
        TeamSignIn &signIn = check->signIn;
        signIn.schemaVersion = inspection->version;
        signIn.session = std::make_unique<PgStoreSession>(std::move(check->connection));
        signIn.login = signIn.session->login();
        signIn.role = signIn.session->role();
        if (!signIn.role)
            check->error = PgStoreSession::notAnOperator(signIn.login);
    });
    m_checks.append(checking);
    connect(checking, &QThread::finished, checking, &QObject::deleteLater);
    connect(checking, &QThread::finished, this, [this, attempt = m_attempt, check] { onChecked(attempt, check); });
    checking->start();
}

void TeamSessionOpener::onChecked(quint64 attempt, const std::shared_ptr<Check> &check)
{
    if (attempt != m_attempt)
        return;
    if (check->error) {
        fail(*check->error);
        return;
    }
    m_opening = false;
    m_ready = std::move(check->signIn);
    emit opened();
}

void TeamSessionOpener::fail(const PgError &error)
{
    m_opening = false;
    emit failed(error);
}

} // namespace dd::server
