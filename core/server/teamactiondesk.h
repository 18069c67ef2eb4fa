#pragma once

#include "core/server/store/pgactionrequests.h"

namespace dd::access {
class AccessGuard;
}

namespace dd::server {

class PgStoreSession;

// What a desk does in team mode where it would send an action: it holds no integration key, so it
// records the request for the team worker, after the checks a desk's own send makes first (the
// role, the validator, the four-eyes threshold). The server checks again (its grants and the one
// open action per payment); the worker checks the threshold a third time.
class TeamActionDesk
{
public:
    struct Asked
    {
        qint64 requestId = 0;    // the worker's request
        qint64 approvalId = 0;   // instead: a refund above the threshold, waiting for a Manager
    };

    TeamActionDesk(PgStoreSession &session, access::AccessGuard &guard);

    // `payment` as the team store holds it (none for a create).
    Result<Asked, ActionRequestRefusal> ask(const ActionRequest &request, const Payment &payment = {});
    // A Manager approves a waiting refund (not their own: the server refuses that too) and hands it
    // to the worker as approved, in one server transaction: while another action on the payment is
    // open it is refused (Held) and stays waiting. The worker's request's id.
    Result<qint64, ActionRequestRefusal> approve(qint64 approvalId);

    // Records it as it is, after the caller made every check (PaymentOperations through its
    // WriteRelay), with the desk's audit row; its id.
    Result<qint64, ActionRequestRefusal> submit(const ActionRequest &request);

    PgActionRequests &requests() { return m_requests; }
    access::AccessGuard &guard() { return m_guard; }

private:
    // The desk's audit row of a request it recorded, or of the server's refusal.
    void auditRequest(const ActionRequest &request, const Result<qint64, ActionRequestRefusal> &submitted);

    PgStoreSession &m_session;
    access::AccessGuard &m_guard;
    PgActionRequests m_requests;
};

} // namespace dd::server
