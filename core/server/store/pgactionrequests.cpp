#include "core/server/store/pgactionrequests.h"

#include "core/server/worker/workerlock.h"
#include "core/storage/secretscrubber.h"
#include "core/storage/storedpayment.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dd::server {

using namespace store::PgValue;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::server::ActionRequest)
};

// The requester's shown name is the operator's name of the login (the login when it is gone).
constexpr const char *Columns =
    "SELECT a.id, a.kind, a.payment_hash, a.merchant_code, a.parameters, a.bank_info, COALESCE(a.approval_id, 0), "
    "a.requested_by, COALESCE(o.name, a.requested_by), " DD_PG_MS("a.requested_at")
    ", a.state, a.outcome, a.message, a.claimed_by, a.payment_request FROM directdesk.action_requests a "
    "LEFT JOIN directdesk.operators o ON o.login = a.requested_by ";

PendingOperation::Kind kindFromCode(const QString &code)
{
    for (auto kind : {PendingOperation::Kind::Capture, PendingOperation::Kind::Refund,
                      PendingOperation::Kind::CancelRefund, PendingOperation::Kind::CancelPayment}) {
        if (pendingOperationKindCode(kind) == code)
            return kind;
    }
    return PendingOperation::Kind::CreatePayment;   // the table's CHECK allows no other kind
}

} // namespace

QList<ActionRequest> PgActionRequests::select(const char *where, const PgParams &params)
{
    auto found = m_link.exec(QByteArray(Columns) + where, params);
    QList<ActionRequest> result;
    for (int row = 0; found && row < found->rows(); ++row) {
        ActionRequest request;
        request.id = integerAt(*found, row, 0);
        request.kind = kindFromCode(found->text(row, 1));
        request.paymentHash = found->text(row, 2);
        request.merchantCode = found->text(row, 3);
        request.parameters = QJsonDocument::fromJson(found->bytes(row, 4)).object();
        if (!found->isNull(row, 5))
            request.bankInfo = StoredPayment::bankInfoFromText(found->bytes(row, 5));
        request.approvalId = integerAt(*found, row, 6);
        request.requestedBy = found->text(row, 7);
        request.requestedByName = found->text(row, 8);
        request.requestedAtMs = integerAt(*found, row, 9);
        request.state = static_cast<ActionRequest::State>(std::clamp<qint64>(integerAt(*found, row, 10), 0, 4));
        request.outcome = found->text(row, 11);
        request.message = found->text(row, 12);
        request.claimedBy = found->text(row, 13);
        if (!found->isNull(row, 14))
            request.paymentRequest = QJsonDocument::fromJson(found->bytes(row, 14)).object();
        result.append(request);
    }
    return result;
}

Result<qint64, ActionRequestRefusal> PgActionRequests::submit(const ActionRequest &request)
{
    const QByteArray bank = StoredPayment::bankInfoText(request.bankInfo);
    const QByteArray parameters =
        QJsonDocument(SecretScrubber::scrub(request.parameters)).toJson(QJsonDocument::Compact);
    // A create's body keeps the customer's data unmasked, as the payment row will, since the worker
    // sends it as it is: one that holds anything the scrubber would change (a card number, a CVV, a
    // key, even a field that merely reads as a card number) is refused before anything is written.
    if (request.isCreate() && SecretScrubber::needsScrubbing(request.paymentRequest))
        return ActionRequestRefusal{ActionRequestRefusal::Reason::Invalid,
                                    Text::tr("The payment holds what reads as card data; card data never goes "
                                             "through the team server. Nothing was recorded."),
                                    std::nullopt};
    const QByteArray body =
        request.isCreate() ? QJsonDocument(request.paymentRequest).toJson(QJsonDocument::Compact) : QByteArray();
    auto added = m_link.exec("INSERT INTO directdesk.action_requests(kind, payment_hash, merchant_code, parameters, "
                             "bank_info, approval_id, payment_request) "
                             "VALUES ($1, $2, $3, $4, $5, NULLIF($6::bigint, 0), $7) RETURNING id",
                             {text(pendingOperationKindCode(request.kind)), text(request.paymentHash),
                              text(request.merchantCode), parameters, optionalText(bank), integer(request.approvalId),
                              optionalText(body)});
    if (added && added->rows() == 1)
        return integerAt(*added, 0, 0);
    return refusal(request);
}

Result<qint64, ActionRequestRefusal> PgActionRequests::approve(const ActionRequest &approvedRefund,
                                                              const QJsonObject &approvalAudit)
{
    const QByteArray parameters =
        QJsonDocument(SecretScrubber::scrub(approvedRefund.parameters)).toJson(QJsonDocument::Compact);
    const QByteArray audit = QJsonDocument(SecretScrubber::scrub(approvalAudit)).toJson(QJsonDocument::Compact);
    const std::optional<qint64> id = m_link.integer("SELECT directdesk.approve_refund($1::bigint, $2, $3)",
                                                    {integer(approvedRefund.approvalId), parameters, audit});
    if (id)
        return *id;
    return refusal(approvedRefund);
}

ActionRequestRefusal PgActionRequests::refusal(const ActionRequest &request)
{
    const PgError error = m_link.lastError();
    ActionRequestRefusal refusal;
    if (error.sqlState == "23505") {
        // The partial unique index: another desk's action on this payment is open, or its create
        // with this merchant code.
        refusal.reason = ActionRequestRefusal::Reason::Held;
        refusal.holder = request.isCreate() ? createWithCode(request.merchantCode) : openFor(request.paymentHash);
        refusal.message = refusal.holder ? refusal.holder->heldText()
                          : request.isCreate()
                              ? Text::tr("Another desk's payment with this merchant code is on the team server.")
                              : Text::tr("Another action on this payment is open on the team server.");
        return refusal;
    }
    // A refund request decided meanwhile, or gone, is input that no longer applies; so is a request
    // the server's rules refuse (check_violation: an amount other than the approved one, say).
    if (error.sqlState == "42501")
        refusal.reason = ActionRequestRefusal::Reason::Forbidden;
    else if (error.sqlState == "55000" || error.sqlState == "P0002" || error.sqlState == "23514")
        refusal.reason = ActionRequestRefusal::Reason::Invalid;
    else
        refusal.reason = ActionRequestRefusal::Reason::Failed;
    refusal.message = m_link.storeError().message;
    return refusal;
}

std::optional<ActionRequest> PgActionRequests::find(qint64 id)
{
    const auto found = select("WHERE a.id = $1", {integer(id)});
    return found.isEmpty() ? std::nullopt : std::optional<ActionRequest>(found.constFirst());
}

std::optional<ActionRequest> PgActionRequests::openFor(const QString &paymentHash)
{
    const auto found = select("WHERE a.payment_hash = $1 AND a.state IN (0, 1, 4) AND a.kind <> 'create'",
                              {text(paymentHash)});
    return found.isEmpty() ? std::nullopt : std::optional<ActionRequest>(found.constFirst());
}

std::optional<ActionRequest> PgActionRequests::createWithCode(const QString &merchantCode)
{
    const auto found = select("WHERE a.kind = 'create' AND a.merchant_code = $1 AND a.state <> 3", {text(merchantCode)});
    return found.isEmpty() ? std::nullopt : std::optional<ActionRequest>(found.constFirst());
}

QList<ActionRequest> PgActionRequests::inState(ActionRequest::State state, int limit)
{
    return select("WHERE a.state = $1 ORDER BY a.id LIMIT $2", {integer(int(state)), integer(limit)});
}

QList<ActionRequest> PgActionRequests::unsettled(qint64 quietMs, int limit)
{
    return select("WHERE a.state IN (1, 4) AND a.updated_at < clock_timestamp() - $1::bigint * interval '1 millisecond' "
                  "ORDER BY a.id LIMIT $2",
                  {integer(quietMs), integer(limit)});
}

std::optional<ActionRequest> PgActionRequests::claim(qint64 id)
{
    // One statement: of two workers claiming at once, the second finds the row no longer requested.
    auto claimed = m_link.exec("UPDATE directdesk.action_requests SET state = 1 WHERE id = $1 AND state = 0 "
                               "RETURNING id",
                               {integer(id)});
    if (!claimed || claimed->rows() != 1)
        return std::nullopt;
    return find(id);
}

bool PgActionRequests::finish(qint64 id, ActionRequest::State state, const QString &outcome, const QString &message)
{
    auto finished = m_link.exec("UPDATE directdesk.action_requests SET state = $1, outcome = $2, message = $3 "
                                "WHERE id = $4 RETURNING id",
                                {integer(int(state)), text(outcome), text(message), integer(id)});
    return finished && finished->rows() == 1;
}

std::optional<bool> PgActionRequests::workerActive()
{
    // pg_locks shows a bigint advisory key as its high (classid) and low (objid) halves.
    const QByteArray sql = QByteArray("SELECT EXISTS (SELECT FROM pg_locks WHERE locktype = 'advisory' AND granted "
                                      "AND objsubid = 1 AND database = (SELECT oid FROM pg_database "
                                      "WHERE datname = current_database()) "
                                      "AND ((classid::bigint << 32) | objid::bigint) = ")
                           + WorkerLock::LockKeySql + "::bigint)";
    auto found = m_link.exec(sql);
    if (!found || found->rows() != 1)
        return std::nullopt;
    return booleanAt(*found, 0, 0);
}

} // namespace dd::server
