#include "core/cache/intentlog.h"

#include "core/storage/secretscrubber.h"

#include <QJsonDocument>

#include <array>

using namespace Qt::StringLiterals;

namespace dd {

namespace {

constexpr std::array<PendingOperation::Kind, 5> AllKinds = {
    PendingOperation::Kind::CreatePayment, PendingOperation::Kind::Capture, PendingOperation::Kind::Refund,
    PendingOperation::Kind::CancelRefund, PendingOperation::Kind::CancelPayment};

PendingOperation::Kind kindFromCode(const QString &code)
{
    for (PendingOperation::Kind kind : AllKinds) {
        if (pendingOperationKindCode(kind) == code)
            return kind;
    }
    return PendingOperation::Kind::CreatePayment;
}

PendingOperation readOperation(const cache::Statement &s)
{
    PendingOperation operation;
    operation.id = s.columnInt(0);
    operation.kind = kindFromCode(s.columnText(1));
    operation.merchantCode = s.columnText(2);
    operation.paymentHash = s.columnText(3);
    operation.parameters = QJsonDocument::fromJson(s.columnUtf8(4)).object();
    operation.state = static_cast<PendingOperation::State>(s.columnInt(5));
    operation.createdAtMs = s.columnInt(6);
    operation.updatedAtMs = s.columnInt(7);
    return operation;
}

constexpr const char *Columns = "id, kind, merchant_code, payment_hash, parameters, state, created_at, updated_at";

} // namespace

QString pendingOperationKindCode(PendingOperation::Kind kind)
{
    switch (kind) {
    case PendingOperation::Kind::CreatePayment: return u"create"_s;
    case PendingOperation::Kind::Capture: return u"capture"_s;
    case PendingOperation::Kind::Refund: return u"refund"_s;
    case PendingOperation::Kind::CancelRefund: return u"cancel_refund"_s;
    case PendingOperation::Kind::CancelPayment: return u"cancel"_s;
    }
    return {};
}

VaultIntentLog::VaultIntentLog(cache::Database &database, CacheClock clock) : m_db(database), m_clock(std::move(clock)) {}

bool VaultIntentLog::runDurably(cache::Statement &statement)
{
    // FULL syncs the WAL on this commit; the rest of the cache runs with NORMAL.
    m_db.execute("PRAGMA synchronous = FULL");
    const bool ok = statement.run();
    m_db.execute("PRAGMA synchronous = NORMAL");
    return ok;
}

std::optional<qint64> VaultIntentLog::record(PendingOperation::Kind kind, const QString &merchantCode,
                                        const QString &paymentHash, const QJsonObject &parameters)
{
    cache::Statement insert = m_db.prepare(
        "INSERT INTO pending_operations(kind, merchant_code, payment_hash, parameters, state, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, 0, ?, ?)");
    const qint64 now = m_clock();
    insert.bind(1, pendingOperationKindCode(kind)).bind(2, merchantCode).bind(3, paymentHash);
    insert.bindUtf8(4, QJsonDocument(SecretScrubber::scrub(parameters)).toJson(QJsonDocument::Compact));
    insert.bind(5, now).bind(6, now);
    if (!runDurably(insert))
        return std::nullopt;
    return m_db.lastInsertRowId();
}

cache::Statement VaultIntentLog::prepareSetState(qint64 id, PendingOperation::State state, const QString &paymentHash)
{
    cache::Statement update = m_db.prepare(
        "UPDATE pending_operations SET state = ?, updated_at = ?, "
        "payment_hash = CASE WHEN ? = '' THEN payment_hash ELSE ? END WHERE id = ?");
    update.bind(1, static_cast<int>(state)).bind(2, m_clock()).bind(3, paymentHash).bind(4, paymentHash).bind(5, id);
    return update;
}

bool VaultIntentLog::setState(qint64 id, PendingOperation::State state, const QString &paymentHash)
{
    cache::Statement update = prepareSetState(id, state, paymentHash);
    return runDurably(update) && m_db.changes() == 1;
}

bool VaultIntentLog::markDoneInTransaction(qint64 id, const QString &paymentHash)
{
    cache::Statement update = prepareSetState(id, PendingOperation::State::Done, paymentHash);
    return update.run();
}

std::optional<PendingOperation> VaultIntentLog::find(qint64 id)
{
    cache::Statement select = m_db.prepare(
        QByteArray(QByteArray("SELECT ") + Columns + " FROM pending_operations WHERE id = ?").constData());
    select.bind(1, id);
    if (select.step() != cache::Statement::Step::Row)
        return std::nullopt;
    return readOperation(select);
}

QList<PendingOperation> VaultIntentLog::unresolved()
{
    cache::Statement select = m_db.prepare(
        QByteArray(QByteArray("SELECT ") + Columns + " FROM pending_operations WHERE state != 1 ORDER BY id").constData());
    QList<PendingOperation> result;
    while (select.step() == cache::Statement::Step::Row)
        result.append(readOperation(select));
    return result;
}

} // namespace dd
