#pragma once

#include "core/cache/database.h"
#include "core/storage/approvalstore.h"

namespace dd::access {

// The refund_approvals table of the vault.
class VaultApprovalStore final : public ApprovalStore
{
public:
    explicit VaultApprovalStore(cache::Database &database);

    std::optional<qint64> add(const RefundApproval &approval) override;
    QList<RefundApproval> list(std::optional<RefundApproval::State> state) override;
    std::optional<RefundApproval> find(qint64 id) override;
    bool decide(qint64 id, RefundApproval::State state, const QString &decidedBy, qint64 decidedAtMs,
                const QString &reason) override;
    bool recordOutcome(qint64 id, const QString &outcome) override;
    QString lastError() const override;

private:
    cache::Database &m_db;
};

} // namespace dd::access
