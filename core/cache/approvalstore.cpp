#include "core/cache/approvalstore.h"

#include "core/storage/storedpayment.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dd::access {

namespace {

constexpr const char *Columns = "id, payment_hash, amount, currency, description, merchant_refund_code, bank_info, "
                                "requested_by, requested_at, state, decided_by, decided_at, reason, outcome";

RefundApproval readApproval(const cache::Statement &s)
{
    RefundApproval a;
    a.id = s.columnInt(0);
    a.paymentHash = s.columnText(1);
    a.amount = Money(s.columnInt(2), s.columnText(3));
    a.description = s.columnText(4);
    a.merchantRefundCode = s.columnText(5);
    a.bankInfo = StoredPayment::bankInfoFromText(s.columnUtf8(6));
    // The requester is stored as "slot id\nname": the slot identifies, the name is shown.
    const QStringList by = s.columnText(7).split(u'\n');
    a.requestedBySlot = by.value(0);
    a.requestedBy = by.value(1);
    a.requestedAtMs = s.columnInt(8);
    a.state = static_cast<RefundApproval::State>(std::clamp<qint64>(s.columnInt(9), 0, 2));
    a.decidedBy = s.columnText(10);
    a.decidedAtMs = s.columnInt(11);
    a.reason = s.columnText(12);
    a.outcome = s.columnText(13);
    return a;
}

} // namespace

VaultApprovalStore::VaultApprovalStore(cache::Database &database) : m_db(database) {}

std::optional<qint64> VaultApprovalStore::add(const RefundApproval &approval)
{
    cache::Statement insert = m_db.prepare(
        "INSERT INTO refund_approvals(payment_hash, amount, currency, description, merchant_refund_code, bank_info, "
        "requested_by, requested_at, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)");
    insert.bind(1, approval.paymentHash).bind(2, approval.amount.hundredths()).bind(3, approval.amount.currency());
    insert.bind(4, approval.description).bind(5, approval.merchantRefundCode);
    const QByteArray bank = StoredPayment::bankInfoText(approval.bankInfo);
    if (bank.isEmpty())
        insert.bindNull(6);
    else
        insert.bindUtf8(6, bank);
    insert.bind(7, approval.requestedBySlot + u"\n"_s + approval.requestedBy).bind(8, approval.requestedAtMs);
    if (!insert.run())
        return std::nullopt;
    return m_db.lastInsertRowId();
}

QList<RefundApproval> VaultApprovalStore::list(std::optional<RefundApproval::State> state)
{
    const QByteArray sql = QByteArray("SELECT ") + Columns + " FROM refund_approvals"
                           + (state ? " WHERE state = ?" : "") + " ORDER BY id";
    cache::Statement select = m_db.prepare(sql.constData());
    if (state)
        select.bind(1, static_cast<int>(*state));
    QList<RefundApproval> result;
    while (select.step() == cache::Statement::Step::Row)
        result.append(readApproval(select));
    return result;
}

std::optional<RefundApproval> VaultApprovalStore::find(qint64 id)
{
    const QByteArray sql = QByteArray("SELECT ") + Columns + " FROM refund_approvals WHERE id = ?";
    cache::Statement select = m_db.prepare(sql.constData());
    select.bind(1, id);
    if (select.step() != cache::Statement::Step::Row)
        return std::nullopt;
    return readApproval(select);
}

bool VaultApprovalStore::decide(qint64 id, RefundApproval::State state, const QString &decidedBy, qint64 decidedAtMs,
                                const QString &reason)
{
    cache::Statement update = m_db.prepare("UPDATE refund_approvals SET state = ?, decided_by = ?, decided_at = ?, "
                                           "reason = CASE WHEN ? = '' THEN reason ELSE ? END WHERE id = ? AND state = 0");
    update.bind(1, static_cast<int>(state)).bind(2, decidedBy).bind(3, decidedAtMs);
    update.bind(4, reason).bind(5, reason).bind(6, id);
    return update.run() && m_db.changes() == 1;
}

bool VaultApprovalStore::recordOutcome(qint64 id, const QString &outcome)
{
    cache::Statement update = m_db.prepare("UPDATE refund_approvals SET outcome = ? WHERE id = ?");
    update.bind(1, outcome).bind(2, id);
    return update.run();
}

QString VaultApprovalStore::lastError() const { return m_db.lastError().message; }

} // namespace dd::access
