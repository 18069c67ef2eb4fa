#pragma once

#include "core/server/actionrequest.h"
#include "core/server/store/pgstorelink.h"

#include <QList>

#include <optional>

namespace dd::server {

// Why a desk's request was not recorded.
struct ActionRequestRefusal
{
    enum class Reason {
        Held,        // another action on the payment is open, or a create with the code (`holder` says whose)
        Forbidden,   // the login's group may not ask for actions (Finance)
        Invalid,     // the validator refused it: nothing was recorded
        Failed,      // the server failed or could not be reached
    };
    Reason reason = Reason::Failed;
    QString message;   // translated
    std::optional<ActionRequest> holder;
};

// The team store's action requests on one connection (a desk's or the worker's session). What a
// login may write, who asked and which states follow which are the server's rules
// (teamactionsql.cpp); this class only says them in the client's words.
class PgActionRequests
{
public:
    explicit PgActionRequests(PgConnection &connection) : m_link(connection) {}

    // Records the request (its id, state and people are the server's to set); its id.
    Result<qint64, ActionRequestRefusal> submit(const ActionRequest &request);
    // Approves the waiting refund `approvedRefund.approvalId`, records its request and appends the
    // decision's audit rows (`approvalAudit` the approval's parameters) in one server transaction
    // (approve_refund(), teamapprovalsql.cpp); the request's id. Refused as a whole: while another
    // action on the payment is open (Held) nothing is decided.
    Result<qint64, ActionRequestRefusal> approve(const ActionRequest &approvedRefund, const QJsonObject &approvalAudit);
    std::optional<ActionRequest> find(qint64 id);
    // The payment's open request (requested, sending or outcome unknown), if any.
    std::optional<ActionRequest> openFor(const QString &paymentHash);
    // The create with this merchant payment code that did not fail (open or done), if any.
    std::optional<ActionRequest> createWithCode(const QString &merchantCode);
    // Oldest first.
    QList<ActionRequest> inState(ActionRequest::State state, int limit = 100);
    // Sending or outcome unknown, unchanged for at least `quietMs` by the server's clock; oldest first.
    QList<ActionRequest> unsettled(qint64 quietMs, int limit = 100);
    // Takes a requested one for this login (state sending); nothing when it was no longer
    // requested (another worker was first) or the server failed.
    std::optional<ActionRequest> claim(qint64 id);
    bool finish(qint64 id, ActionRequest::State state, const QString &outcome, const QString &message);
    // Whether a team worker holds the worker's lock now (nothing when the server did not answer).
    std::optional<bool> workerActive();

    const PgError &lastError() const { return m_link.lastError(); }

private:
    QList<ActionRequest> select(const char *where, const PgParams &params);
    // Why the last statement did not record a request on this payment, in the client's words.
    ActionRequestRefusal refusal(const ActionRequest &request);

    store::PgStoreLink m_link;
};

} // namespace dd::server
