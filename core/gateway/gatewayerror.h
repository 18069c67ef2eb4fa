#pragma once

#include <QList>
#include <QString>

namespace dd {

// One problem with one field of a request, named by its API path ("payment.card.card_number")
// so that a dialog can show it beside the field.
struct FieldProblem
{
    enum class Severity { Error, Warning };
    QString field;
    QString message;          // translated, fit for the user
    Severity severity = Severity::Error;
    bool isError() const { return severity == Severity::Error; }
    friend bool operator==(const FieldProblem &, const FieldProblem &) = default;
};

using FieldProblems = QList<FieldProblem>;
bool hasErrors(const FieldProblems &problems);
FieldProblems errorsOnly(const FieldProblems &problems);
FieldProblems warningsOnly(const FieldProblems &problems);

// Transport failures, as Qt reports them.
enum class TransportFailure {
    None,
    Timeout,        // the transfer timeout expired (Qt: OperationCanceledError) or TimeoutError
    Refused,        // nothing listening: the request never left
    HostNotFound,   // name lookup failed: the request never left
    Reset,          // the connection closed under the request (RemoteHostClosedError and friends)
    Tls,            // certificate or handshake failure: the request never left
    Other,
};

// Every way a gateway call can fail, as one value with a message fit for a dialog.
struct GatewayError
{
    enum class Kind {
        Validation,       // refused before sending: nothing was sent
        Gateway,          // the gateway answered status ERROR (status_code / status_message may be missing)
        Http,             // an HTTP status other than 200
        Transport,        // timeout, refused, reset, TLS, on a call whose outcome is not in doubt
        Malformed,        // an answer that could not be read
        OutcomeUnknown,   // create/capture/refund/cancel sent, result unknown: reconcile by query
    };

    Kind kind = Kind::Transport;
    QString code;                 // gateway status_code ("BP-DR-0"), if any
    QString gatewayMessage;       // gateway status_message, as sent, if any
    int httpStatus = 0;           // 0 when there was no HTTP answer
    TransportFailure transport = TransportFailure::None;
    QString detail;               // technical detail for logs (Qt's error string, parse error)
    FieldProblems fields;         // Validation only
    // OutcomeUnknown only: what went wrong, and the code to reconcile with by /ws/query.
    Kind cause = Kind::Transport;
    QString reconcileHash;
    QString reconcileMerchantPaymentCode;
    QString reconcileMerchantRefundCode;

    static GatewayError validation(FieldProblems problems);
    static GatewayError gateway(QString code, QString message);
    static GatewayError http(int status, QString detail = {});
    static GatewayError transportFailure(TransportFailure failure, QString detail = {});
    static GatewayError malformed(QString detail);
    // Wraps a failure of a non-idempotent call whose effect may or may not have happened.
    static GatewayError outcomeUnknown(const GatewayError &cause);

    // "validation", "gateway", "http", "transport", "malformed", "outcome_unknown".
    QString kindName() const;
    // A translated sentence or two for a dialog.
    QString message() const;
    // What a failure says in its own sentences: a refusal before sending without message()'s heading
    // ("some fields need attention") and the fields' keys; any other kind, message().
    QString sentences() const;
};

QString transportFailureName(TransportFailure failure);

} // namespace dd
