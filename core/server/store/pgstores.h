#pragma once

#include "core/server/store/pgstorelink.h"
#include "core/storage/approvalstore.h"
#include "core/storage/importqueue.h"
#include "core/storage/intentlog.h"
#include "core/storage/operatorstore.h"
#include "core/storage/settingsstore.h"

namespace dd::server::store {

// The team store's smaller stores, each on the session's link. What the login may write is the
// server's decision (its group's grants); a refused write returns false / nothing, and lastError()
// (or the link's) says why.

class PgSettingsStore final : public SettingsStore
{
public:
    explicit PgSettingsStore(PgStoreLink &link) : m_link(link) {}
    Result<std::optional<QString>, StoreError> read(const QString &key) override;
    QList<std::pair<QString, QString>> valuesStartingWith(const QString &prefix) override;
    bool setValue(const QString &key, const QString &value) override;
    bool remove(const QString &key) override;
    QString lastError() const override { return m_error; }
    // The integration key is never stored on the team server: it comes back empty.
    StoredConnection connection() override;
    bool updateConnection(const std::optional<QString> &environment, const std::optional<QUrl> &baseUrl,
                          const std::optional<QString> &integrationKey) override;

private:
    bool write(const char *sql, const PgParams &params);
    PgStoreLink &m_link;
    QString m_error;
};

class PgIntentLog final : public IntentLog
{
public:
    explicit PgIntentLog(PgStoreLink &link) : m_link(link) {}
    std::optional<qint64> record(PendingOperation::Kind kind, const QString &merchantCode, const QString &paymentHash,
                                 const QJsonObject &parameters) override;
    bool setState(qint64 id, PendingOperation::State state, const QString &paymentHash = {}) override;
    std::optional<PendingOperation> find(qint64 id) override;
    QList<PendingOperation> unresolved() override;

private:
    QList<PendingOperation> select(const char *where, const PgParams &params);
    PgStoreLink &m_link;
};

class PgImportQueue final : public ImportQueue
{
public:
    explicit PgImportQueue(PgStoreLink &link) : m_link(link) {}
    std::optional<EnqueueOutcome> enqueue(QueuedCode::Kind kind, const QStringList &codes, const QString &source) override;
    QList<QueuedCode> next(int limit) override;
    QList<QueuedCode> due(int limit) override;
    std::optional<qint64> nextDueInMs() override;
    QList<QueuedCode> find(QueuedCode::Kind kind, const QStringList &codes) override;
    QList<QueuedCode> list(std::optional<QueuedCode::State> state, int limit) override;
    bool remove(qint64 id) override;
    bool recordFailure(qint64 id, const QString &error) override;
    bool recordNotFound(qint64 id, const QString &error) override;
    std::optional<qint64> retry(QueuedCode::Kind kind, const QString &code) override;
    std::optional<qint64> retryAllUnknown() override;
    qint64 size() override;
    qint64 count(QueuedCode::State state) override;

private:
    QList<QueuedCode> select(const char *rest, const PgParams &params);
    std::optional<qint64> changed(const char *sql, const PgParams &params);
    PgStoreLink &m_link;
};

// The team's operators are PostgreSQL logins, added and removed by a Manager through the server's
// functions (TeamOperators, `directdesk-cli team operator`): this store reads them; its writes are
// refused with a message that says so. An operator's slot id is their login.
class PgOperatorStore final : public access::OperatorStore
{
public:
    explicit PgOperatorStore(PgStoreLink &link) : m_link(link) {}
    QList<access::Operator> all() override;
    std::optional<access::Operator> bySlotId(const QString &slotId) override;
    std::optional<access::Operator> byName(const QString &name) override;
    bool add(const access::Operator &op) override;
    bool addAll(const QList<access::Operator> &operators) override;
    bool remove(const QString &slotId) override;
    bool setRole(const QString &slotId, access::Role role) override;
    int count(std::optional<access::Role> role = std::nullopt) override;
    QString lastError() const override { return m_error; }

private:
    QList<access::Operator> select(const char *where, const PgParams &params);
    bool refuseWrite();
    PgStoreLink &m_link;
    QString m_error;
};

// Refund approvals: the requester and the decider are the logins of the sessions that asked and
// decided (session_user), never names the client sends, and a login cannot decide its own request.
class PgApprovalStore final : public access::ApprovalStore
{
public:
    explicit PgApprovalStore(PgStoreLink &link) : m_link(link) {}
    std::optional<qint64> add(const access::RefundApproval &approval) override;
    QList<access::RefundApproval> list(std::optional<access::RefundApproval::State> state) override;
    std::optional<access::RefundApproval> find(qint64 id) override;
    bool decide(qint64 id, access::RefundApproval::State state, const QString &decidedBy, qint64 decidedAtMs,
                const QString &reason) override;
    bool recordOutcome(qint64 id, const QString &outcome) override;
    QString lastError() const override { return m_link.lastMessage(); }

private:
    QList<access::RefundApproval> select(const char *where, const PgParams &params);
    PgStoreLink &m_link;
};

} // namespace dd::server::store
