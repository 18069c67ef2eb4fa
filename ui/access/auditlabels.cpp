#include "ui/access/auditlabels.h"

#include <QCoreApplication>
#include <QHash>

namespace dd {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::AuditLabels)
};

} // namespace

QString auditActionLabel(const QString &action)
{
    static const QHash<QString, const char *> labels{
        {QStringLiteral("create_payment"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Create payment")},
        {QStringLiteral("resolve_create"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Check a created payment")},
        {QStringLiteral("capture"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Capture")},
        {QStringLiteral("refund"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Refund")},
        {QStringLiteral("cancel_refund"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Cancel refund")},
        {QStringLiteral("cancel_payment"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Cancel payment")},
        {QStringLiteral("look_up"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Look up")},
        {QStringLiteral("resolve"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Check an unknown outcome")},
        {QStringLiteral("sign_in"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Sign in")},
        {QStringLiteral("failed_unlocks"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Failed unlock attempts")},
        {QStringLiteral("key_file_tampered"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Key file changed outside DirectDesk")},
        {QStringLiteral("passphrase_change"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Change passphrase")},
        {QStringLiteral("operator_add"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Add operator")},
        {QStringLiteral("operator_remove"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Remove operator")},
        {QStringLiteral("operator_role"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Change operator role")},
        {QStringLiteral("operators_migrated"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Operators set up")},
        {QStringLiteral("access_denied"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Access denied")},
        {QStringLiteral("refund_threshold"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Set approval threshold")},
        {QStringLiteral("refund_approval_requested"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Refund awaits approval")},
        {QStringLiteral("refund_approve"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Approve refund")},
        {QStringLiteral("refund_reject"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Reject refund")},
        {QStringLiteral("action_request"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Ask the team worker")},
        {QStringLiteral("report.export"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Export report")},
        {QStringLiteral("audit_export"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Export audit trail")},
        {QStringLiteral("reconcile"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Reconcile orders")},
        {QStringLiteral("connection_change"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Change gateway connection")},
        {QStringLiteral("desk_connection_change"),
         QT_TRANSLATE_NOOP("dd::AuditLabels", "Change this desk's connection")},
    };
    const auto it = labels.constFind(action);
    return it == labels.cend() ? action : Text::tr(*it);
}

QString auditResultLabel(const QString &result)
{
    static const QHash<QString, const char *> labels{
        {QStringLiteral("SUCCESS"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Succeeded")},
        {QStringLiteral("validation"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Refused before sending")},
        {QStringLiteral("gateway"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Refused by the gateway")},
        {QStringLiteral("http"), QT_TRANSLATE_NOOP("dd::AuditLabels", "HTTP error")},
        {QStringLiteral("transport"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Not reached")},
        {QStringLiteral("malformed"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Unreadable answer")},
        {QStringLiteral("outcome_unknown"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Outcome unknown")},
        {QStringLiteral("applied"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Applied")},
        {QStringLiteral("not_applied"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Not applied")},
        {QStringLiteral("written"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Written")},
        {QStringLiteral("APPROVED"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Approved")},
        {QStringLiteral("REJECTED"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Rejected")},
        {QStringLiteral("REASON_REQUIRED"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Refused: no reason given")},
        {QStringLiteral("AWAITING_APPROVAL"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Awaiting approval")},
        {QStringLiteral("REQUESTED"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Recorded for the team worker")},
        {QStringLiteral("HELD"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Refused: another action on the payment is open")},
        // Refusals of the access rules, written in core/access: the code is data (hash-chained),
        // the words are for the reader.
        {QStringLiteral("FORBIDDEN"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Refused: the role does not allow it")},
        {QStringLiteral("NOT_SIGNED_IN"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Refused: nobody signed in")},
        {QStringLiteral("SELF_APPROVAL"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Refused: the requester cannot decide it")},
        {QStringLiteral("NOT_AWAITING"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Refused: the request was decided already")},
        {QStringLiteral("NO_SUCH_REQUEST"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Refused: no request with this number")},
        {QStringLiteral("UNKNOWN_OPERATOR"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Refused: the passphrase belongs to no operator")},
        {QStringLiteral("REFUSED"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Refused: wrong or unusable passphrase")},
        {QStringLiteral("VAULT_ERROR"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Failed: the key file could not be changed")},
        {QStringLiteral("STORAGE_ERROR"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Failed: the cache could not be written")},
        {QStringLiteral("SERVER_ERROR"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Failed: the team server could not be written")},
        {QStringLiteral("DETECTED"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Detected")},
        {QStringLiteral("SEEN"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Seen")},
        {QStringLiteral("cancelled"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Cancelled")},
        {QStringLiteral("match"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Everything matches")},
        {QStringLiteral("differences"), QT_TRANSLATE_NOOP("dd::AuditLabels", "Differences found")},
    };
    const auto it = labels.constFind(result);
    if (it != labels.cend())
        return Text::tr(*it);
    // A failed report export keeps its error after the code ("failed: disk full").
    static const QString failedPrefix = QStringLiteral("failed: ");
    if (result.startsWith(failedPrefix))
        return Text::tr("Failed: %1").arg(result.mid(failedPrefix.size()));
    return result;
}

QString auditActorLabel(const QString &actor)
{
    return actor == u"(nobody)" ? Text::tr("(nobody)") : actor;
}

} // namespace dd
