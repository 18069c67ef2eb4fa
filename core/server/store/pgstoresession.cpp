#include "core/server/store/pgstoresession.h"

#include "core/server/teamschema.h"
#include "core/storage/settlebatch.h"

#include <QCoreApplication>
#include <QDateTime>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dd::server {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::server::PgStoreSession)
};

constexpr const char *InsufficientPrivilege = "42501";

} // namespace

PgError PgStoreSession::notAnOperator(const QString &login)
{
    return PgError{PgError::Kind::Refused,
                   Text::tr("The login %1 is not an operator of the team: a Manager adds it with "
                            "\"directdesk-cli team operator add\".")
                       .arg(login),
                   InsufficientPrivilege};
}

Result<std::unique_ptr<PgStoreSession>, PgError> PgStoreSession::open(const QString &conninfo)
{
    auto connected = PgConnection::connectTo(conninfo);
    if (!connected)
        return connected.error();
    PgConnection connection = std::move(connected).value();
    auto inspection = TeamSchema::inspect(connection);
    if (!inspection)
        return inspection.error().sqlState == InsufficientPrivilege ? notAnOperator(connection.user())
                                                                     : inspection.error();
    if (inspection->state != TeamSchema::State::Current)
        return PgError{PgError::Kind::Refused, TeamSchema::versionProblem(*inspection), {}};
    return std::make_unique<PgStoreSession>(std::move(connection));
}

PgStoreSession::PgStoreSession(PgConnection connection)
    : m_connection(std::move(connection))
    , m_link(m_connection)
    , m_payments(m_link)
    , m_intents(m_link)
    , m_settings(m_link)
    , m_audit(m_link)
    , m_importQueue(m_link)
    , m_operators(m_link)
    , m_approvals(m_link)
{
}

std::optional<access::Role> PgStoreSession::role()
{
    auto found = m_link.exec("SELECT pg_has_role(session_user, $1, 'MEMBER'), pg_has_role(session_user, $2, 'MEMBER'), "
                             "pg_has_role(session_user, $3, 'MEMBER')",
                             {QByteArray(TeamSchema::ManagerRole), QByteArray(TeamSchema::SupportRole),
                              QByteArray(TeamSchema::FinanceRole)});
    if (!found || found->rows() == 0)
        return std::nullopt;
    for (const auto &[column, role] : {std::pair{0, access::Role::Manager}, std::pair{1, access::Role::Support},
                                       std::pair{2, access::Role::Finance}}) {
        if (store::PgValue::booleanAt(*found, 0, column))
            return role;
    }
    return std::nullopt;
}

Result<qint64, StoreError> PgStoreSession::settle(const SettleBatch &batch)
{
    if (batch.isEmpty())
        return qint64(0);
    store::PgTransaction transaction(m_link);
    if (!transaction.isActive())
        return m_link.storeError();
    qint64 applied = 0;
    if (!batch.payments().isEmpty()) {
        auto written = m_payments.writer().writeBatch(batch.payments(), QDateTime::currentMSecsSinceEpoch());
        if (!written)
            return written;
        applied = written.value();
    }
    // The queue rows and intents the answers settle, in the same transaction.
    const auto removed = [this](qint64 id) { return m_importQueue.remove(id); };
    const auto noted = [this](const SettleBatch::QueueNote &note) {
        return note.notFound ? m_importQueue.recordNotFound(note.id, note.error)
                             : m_importQueue.recordFailure(note.id, note.error);
    };
    const auto done = [this](const SettleBatch::IntentDone &intent) {
        return m_intents.setState(intent.id, PendingOperation::State::Done, intent.hash);
    };
    if (!std::all_of(batch.removedFromQueue().cbegin(), batch.removedFromQueue().cend(), removed)
        || !std::all_of(batch.queueNotes().cbegin(), batch.queueNotes().cend(), noted)
        || !std::all_of(batch.intentsDone().cbegin(), batch.intentsDone().cend(), done))
        return m_link.storeError();
    if (!transaction.commit())
        return m_link.storeError();
    return applied;
}

StoreFacts PgStoreSession::facts()
{
    const int version = m_connection.serverVersion();
    const auto inspection = TeamSchema::inspect(m_connection);
    return {u"PostgreSQL"_s, u"%1.%2"_s.arg(version / 10000).arg(version % 10000),
            inspection ? inspection->version : -1, TeamSchema::CurrentVersion};
}

std::unique_ptr<StoreSession> PgStoreOpener::openStoreSession()
{
    auto opened = open();
    if (!opened)
        return nullptr;
    return std::move(opened).value();
}

} // namespace dd::server
