#include "app/cli/accesscommands.h"

#include "app/cli/accesscontext.h"
#include "app/cli/syncsession.h"
#include "app/cli/teamactioncommand.h"
#include "app/cli/teamoperatorcommand.h"
#include "app/cli/teamstore.h"
#include "app/cli/vaultcommand.h"
#include "core/audit/auditquery.h"
#include "core/audit/auditverifier.h"
#include "core/cache/cachesession.h"
#include "core/cache/vault.h"
#include "core/domain/printable.h"
#include "core/sync/paymentoperations.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcessEnvironment>
#include <QSaveFile>
#include <QTimeZone>

namespace dd::cli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::AccessCommands)
};

using access::Permission;
using access::Role;

// "<action> --vault PATH [--slot NAME] [--json] [--name value …]"
struct Parsed
{
    QString action;
    CommandLine common;
};

// `server`: the command also works on the team server (--server CONNINFO).
Parsed parse(const QStringList &arguments, const QStringList &valueOptions, const QStringList &flags = {},
             bool server = false)
{
    CommandLineRules rules{valueOptions, flags, true};
    rules.server = server;
    const CommandLine line = parseCommandLine(arguments, rules);
    return Parsed{line.action, line};
}

int fail(CliOutput &io, const access::AccessError &error)
{
    io.problem(error.message());
    return exitStatusFor(error);
}

// ---------------------------------------------------------------- operators

QString operatorsUsage()
{
    return Text::tr("Usage: directdesk-cli operators ACTION (--vault PATH | --server CONNINFO) [--json]\n"
                    "  list                                 operators and their roles\n"
                    "  add --name NAME --role ROLE          (Manager) new operator; passphrase from\n"
                    "                                       DIRECTDESK_NEW_PASSPHRASE or asked twice\n"
                    "  remove --name NAME                   (Manager)\n"
                    "  role --name NAME --role ROLE         (Manager) ROLE: finance, support, manager\n"
                    "  passwd                               change your own passphrase\n"
                    "The passphrase you unlock with (DIRECTDESK_PASSPHRASE or asked) says who you are.\n"
                    "With --server CONNINFO the operators are logins of the team server and the login of the\n"
                    "connection says who you are; list, add, remove and role are `team operator`'s (the operator\n"
                    "named with --login LOGIN, --name the name the team sees), and passwd changes your login's\n"
                    "password (from DIRECTDESK_NEW_PASSPHRASE or asked twice), sent only as a SCRAM-SHA-256\n"
                    "verifier computed on this computer.");
}

int runOperators(const QStringList &arguments, CliOutput &io)
{
    const Parsed parsed =
        parse(arguments, {QStringLiteral("--name"), QStringLiteral("--role"), QStringLiteral("--login")}, {}, true);
    if (parsed.common.help)
        return io.help(operatorsUsage());
    const QStringList actions{QStringLiteral("list"), QStringLiteral("add"), QStringLiteral("remove"),
                              QStringLiteral("role"), QStringLiteral("passwd")};
    if (!parsed.common.problem.isEmpty() || !actions.contains(parsed.action))
        return io.usageError(parsed.common.problem, operatorsUsage());
    // On the team server: one implementation of each, `team operator`'s and the login's own password.
    if (!parsed.common.server.isEmpty())
        return parsed.action == u"passwd" ? runTeamOwnPassword(parsed.common, io, operatorsUsage())
                                          : runTeamOperator(arguments, io, OperatorListJson::Array);
    if (parsed.common.has(QStringLiteral("--login")))
        return io.usageError(Text::tr("--login is for the team server (--server); in a vault --name names the "
                                      "operator."),
                             operatorsUsage());
    const QString name = parsed.common.values.value(QStringLiteral("--name"));
    const std::optional<Role> role = access::roleFromCode(parsed.common.values.value(QStringLiteral("--role")));
    const bool needsName = parsed.action == u"add" || parsed.action == u"remove" || parsed.action == u"role";
    const bool needsRole = parsed.action == u"add" || parsed.action == u"role";
    if ((needsName && name.isEmpty()) || (needsRole && !role))
        return io.usageError(Text::tr("Give --name and, for add and role, --role finance|support|manager."), operatorsUsage());

    Vault vault(parsed.common.vault);
    if (!unlockForCommand(io, vault, parsed.common.slot))
        return ExitVault;
    const auto signedIn = signInForCommand(io, vault);
    if (!signedIn)
        return ExitForbidden;
    access::OperatorDirectory &directory = *signedIn->directory;
    if (parsed.action == u"list") {
        const QList<access::Operator> all = directory.operators();
        if (parsed.common.json) {
            QJsonArray rows;
            for (const access::Operator &op : all)
                rows.append(QJsonObject{{QStringLiteral("name"), op.name}, {QStringLiteral("role"), access::roleCode(op.role)}});
            io.out() << QJsonDocument(rows).toJson(QJsonDocument::Indented);
        } else {
            for (const access::Operator &op : all)
                io.out() << printable(op.name) << '\t' << access::Names::role(op.role)
                                 << (op.slotId == signedIn->guard->current()->slotId ? Text::tr("\t(you)") : QString())
                                 << '\n';
        }
        io.out().flush();
        return ExitOk;
    }
    if (parsed.action == u"add") {
        if (const int refused = requireForCommand(io, *signedIn, Permission::ManageOperators, QStringLiteral("operator_add")))
            return refused;
        const auto passphrase = newPassphrase(io, "DIRECTDESK_NEW_PASSPHRASE");
        if (!passphrase)
            return io.usageError(Text::tr("No passphrase given for the new operator."), operatorsUsage());
        auto added = directory.addOperator(name, *role, passphrase->first, passphrase->second);
        if (!added)
            return fail(io, added.error());
        io.out() << Text::tr("Added %1 (%2).").arg(added->name, access::Names::role(added->role)) << Qt::endl;
        return ExitOk;
    }
    if (parsed.action == u"remove") {
        if (auto removed = directory.removeOperator(name); !removed)
            return fail(io, removed.error());
        io.out() << Text::tr("Removed %1.").arg(name) << Qt::endl;
        return ExitOk;
    }
    if (parsed.action == u"role") {
        if (auto changed = directory.changeRole(name, *role); !changed)
            return fail(io, changed.error());
        io.out() << Text::tr("%1 is now %2.").arg(name, access::Names::role(*role)) << Qt::endl;
        return ExitOk;
    }
    const auto current = readSecret(io, Text::tr("Current passphrase: "), "DIRECTDESK_PASSPHRASE");
    const auto next = newPassphrase(io, "DIRECTDESK_NEW_PASSPHRASE");
    if (!current || !next)
        return io.usageError(Text::tr("No passphrase given."), operatorsUsage());
    if (auto changed = directory.changeOwnPassphrase(*current, next->first, next->second); !changed)
        return fail(io, changed.error());
    io.out() << Text::tr("Your passphrase was changed.") << Qt::endl;
    return ExitOk;
}

// ---------------------------------------------------------------- approvals

QString approvalsUsage()
{
    return Text::tr("Usage: directdesk-cli approvals ACTION (--vault PATH | --server CONNINFO) [--json]\n"
                    "  list [--all]                          refunds awaiting approval (--all: decided ones too)\n"
                    "  approve --id N                        (Manager, not the requester) approve and send the refund\n"
                    "  reject --id N --reason TEXT           (Manager, not the requester)\n"
                    "  threshold [--currency C --amount X | --currency C --clear]\n"
                    "                                        show or (Manager) set the amount above which a Support\n"
                    "                                        operator's refund waits for approval\n"
                    "The Manager's own passphrase (DIRECTDESK_PASSPHRASE or asked) unlocks and approves.\n"
                    "With --server CONNINFO the login of the connection decides (the server refuses anyone's own\n"
                    "request) and an approved refund goes to the team worker, which sends it:\n"
                    "  --wait SECONDS   (approve) how long to wait for the worker's outcome (default %1;\n"
                    "                   0: hand it to the worker and return)")
        .arg(TeamAction::DefaultWaitSeconds);
}

QJsonObject approvalJson(const access::RefundApproval &a)
{
    return {{QStringLiteral("id"), a.id},
            {QStringLiteral("hash"), a.paymentHash},
            {QStringLiteral("amount"), a.amount.toDecimalString()},
            {QStringLiteral("currency"), a.amount.currency()},
            {QStringLiteral("merchant_refund_code"), a.merchantRefundCode},
            {QStringLiteral("description"), a.description},
            {QStringLiteral("requested_by"), a.requestedBy},
            {QStringLiteral("requested_at"),
             QDateTime::fromMSecsSinceEpoch(a.requestedAtMs, Qt::UTC).toString(Qt::ISODate)},
            {QStringLiteral("state"), access::approvalStateCode(a.state)},
            {QStringLiteral("decided_by"), a.decidedBy},
            {QStringLiteral("reason"), a.reason},
            {QStringLiteral("outcome"), a.outcomeCode()},
            {QStringLiteral("outcome_detail"), a.outcomeDetail()}};
}

int listApprovals(CliOutput &io, access::RefundApprovals &approvals, const Parsed &parsed)
{
    const bool all = parsed.common.flags.contains(QStringLiteral("--all"));
    const QList<access::RefundApproval> rows =
        approvals.list(all ? std::nullopt : std::optional(access::RefundApproval::State::Awaiting));
    if (parsed.common.json) {
        QJsonArray array;
        for (const access::RefundApproval &a : rows)
            array.append(approvalJson(a));
        io.out() << QJsonDocument(array).toJson(QJsonDocument::Indented);
    } else {
        for (const access::RefundApproval &a : rows)
            io.out() << a.id << '\t' << access::approvalStateCode(a.state) << '\t' << a.amount.toDecimalString()
                             << ' ' << a.amount.currency() << '\t' << printable(a.paymentHash) << '\t'
                             << printable(a.requestedBy) << '\t'
                             << printable(a.reason.isEmpty() ? a.outcomeCode() : a.reason) << '\n';
        if (rows.isEmpty())
            io.out() << Text::tr("No refunds await approval.") << '\n';
    }
    io.out().flush();
    return ExitOk;
}

int approve(CliOutput &io, SyncSession &session, qint64 id)
{
    AccessContext &access = session.access();
    auto approved = access.approvals->approve(id, *access.guard->current());
    if (!approved)
        return fail(io, approved.error());
    std::optional<Payment> payment = session.operations().cachedPayment(approved->paymentHash);
    if (!payment) {
        io.err() << Text::tr("The payment %1 is not in the cache.").arg(approved->paymentHash) << Qt::endl;
        return ExitValidation;
    }
    const GatewayResult result = SyncSession::wait(session.operations().sendApprovedRefund(*payment, id));
    if (!result) {
        io.err() << Text::tr("Approved, but the refund failed: %1").arg(result.error().message()) << Qt::endl;
        return exitStatusFor(result.error());
    }
    io.out() << Text::tr("Approved request %1 and sent the refund of %2 %3.")
                            .arg(id)
                            .arg(approved->amount.toDecimalString(), approved->amount.currency())
                     << Qt::endl;
    return ExitOk;
}

int threshold(CliOutput &io, access::RefundApprovals &approvals, const Parsed &parsed)
{
    const QString currency = parsed.common.values.value(QStringLiteral("--currency")).trimmed().toUpper();
    const bool clear = parsed.common.flags.contains(QStringLiteral("--clear"));
    if (parsed.common.values.contains(QStringLiteral("--amount")) || clear) {
        if (currency.size() != 3)
            return io.usageError(Text::tr("Give --currency as a three-letter ISO code."), approvalsUsage());
        std::optional<Money> amount;
        if (!clear) {
            auto parsedAmount = Money::parse(parsed.common.values.value(QStringLiteral("--amount")), currency);
            if (!parsedAmount)
                return io.usageError(Text::tr("The amount is not a valid amount."), approvalsUsage());
            amount = parsedAmount.value();
        }
        if (auto set = approvals.setThreshold(currency, amount); !set)
            return fail(io, set.error());
    }
    for (const Money &limit : approvals.thresholds())
        io.out() << limit.currency() << '\t' << limit.toDecimalString() << '\n';
    io.out().flush();
    return ExitOk;
}

int reject(CliOutput &io, access::RefundApprovals &approvals, access::AccessGuard &guard, qint64 id,
           const QString &reason)
{
    if (auto rejected = approvals.reject(id, *guard.current(), reason); !rejected)
        return fail(io, rejected.error());
    io.out() << Text::tr("Rejected request %1.").arg(id) << Qt::endl;
    return ExitOk;
}

// On the team server the decisions are the window's (TeamApprovalsDialog): the Manager's login
// decides, and an approved refund goes to the team worker, which sends it.
int approvalsOnServer(CliOutput &io, const Parsed &parsed, qint64 id)
{
    TeamAction team(io);
    if (const int opened = team.open(parsed.common); opened != ExitOk)
        return opened;
    access::AccessGuard &guard = *team.store().access().guard;
    access::RefundApprovals approvals(team.store().session(), guard);
    if (parsed.action == u"list")
        return listApprovals(io, approvals, parsed);
    if (parsed.action == u"threshold")
        return threshold(io, approvals, parsed);
    if (parsed.action == u"approve")
        return team.approve(id, parsed.common.json,
                            Text::tr("Approved request %1: the team worker sent the refund.").arg(id));
    return reject(io, approvals, guard, id, parsed.common.values.value(QStringLiteral("--reason")));
}

int runApprovals(const QStringList &arguments, CliOutput &io)
{
    const Parsed parsed = parse(arguments,
                                {QStringLiteral("--id"), QStringLiteral("--reason"), QStringLiteral("--currency"),
                                 QStringLiteral("--amount"), QStringLiteral("--wait")},
                                {QStringLiteral("--all"), QStringLiteral("--clear")}, true);
    if (parsed.common.help)
        return io.help(approvalsUsage());
    const QStringList actions{QStringLiteral("list"), QStringLiteral("approve"), QStringLiteral("reject"),
                              QStringLiteral("threshold")};
    if (!parsed.common.problem.isEmpty() || !actions.contains(parsed.action))
        return io.usageError(parsed.common.problem, approvalsUsage());
    bool idOk = false;
    const qint64 id = parsed.common.values.value(QStringLiteral("--id")).toLongLong(&idOk);
    if ((parsed.action == u"approve" || parsed.action == u"reject") && !idOk)
        return io.usageError(Text::tr("Give the request's number with --id."), approvalsUsage());
    if (parsed.common.values.contains(QStringLiteral("--wait"))
        && (parsed.common.server.isEmpty() || parsed.action != u"approve"))
        return io.usageError(Text::tr("--wait is for approve on the team server (--server)."), approvalsUsage());
    if (!parsed.common.server.isEmpty())
        return approvalsOnServer(io, parsed, id);
    // Only approving sends (the refund): listing, thresholds and rejecting need no gateway.
    SyncSession session(io);
    const auto gateway = parsed.action == u"approve" ? SyncSession::Gateway::Required : SyncSession::Gateway::Optional;
    if (const int opened = session.open(parsed.common, gateway); opened != ExitOk)
        return opened;
    AccessContext &access = session.access();
    if (parsed.action == u"list")
        return listApprovals(io, *access.approvals, parsed);
    if (parsed.action == u"threshold")
        return threshold(io, *access.approvals, parsed);
    if (parsed.action == u"approve")
        return approve(io, session, id);
    return reject(io, *access.approvals, *access.guard, id, parsed.common.values.value(QStringLiteral("--reason")));
}

// ---------------------------------------------------------------- audit

QString auditUsage()
{
    return Text::tr("Usage: directdesk-cli audit ACTION --vault PATH | --server CONNINFO [--json]\n"
                    "  verify                       recompute the hash chain; exit 0 when intact, 12 when not\n"
                    "  list [filters] [--limit N]   newest first\n"
                    "  export --out FILE [filters]  (Finance, Manager) CSV, oldest first\n"
                    "Filters: --actor NAME --action CODE --from YYYY-MM-DD --to YYYY-MM-DD (exclusive) --text TEXT");
}

std::optional<AuditFilter> filterOf(const Parsed &parsed)
{
    AuditFilter filter;
    filter.actor = parsed.common.values.value(QStringLiteral("--actor"));
    filter.action = parsed.common.values.value(QStringLiteral("--action"));
    filter.text = parsed.common.values.value(QStringLiteral("--text"));
    for (const auto &[option, target] : {std::pair{QStringLiteral("--from"), &filter.fromMs},
                                         std::pair{QStringLiteral("--to"), &filter.toMs}}) {
        if (!parsed.common.values.contains(option))
            continue;
        const QDate date = QDate::fromString(parsed.common.values.value(option), Qt::ISODate);
        if (!date.isValid())
            return std::nullopt;
        *target = date.startOfDay(Qt::UTC).toMSecsSinceEpoch();
    }
    return filter;
}

int runAudit(const QStringList &arguments, CliOutput &io)
{
    const Parsed parsed = parse(arguments,
                                {QStringLiteral("--actor"), QStringLiteral("--action"), QStringLiteral("--from"),
                                 QStringLiteral("--to"), QStringLiteral("--text"), QStringLiteral("--limit"),
                                 QStringLiteral("--out")},
                                {}, true);
    if (parsed.common.help)
        return io.help(auditUsage());
    const QStringList actions{QStringLiteral("verify"), QStringLiteral("list"), QStringLiteral("export")};
    if (!parsed.common.problem.isEmpty() || !actions.contains(parsed.action))
        return io.usageError(parsed.common.problem, auditUsage());
    const std::optional<AuditFilter> filter = filterOf(parsed);
    if (!filter)
        return io.usageError(Text::tr("Dates are YYYY-MM-DD."), auditUsage());
    const QString out = parsed.common.values.value(QStringLiteral("--out"));
    if (parsed.action == u"export" && out.isEmpty())
        return io.usageError(Text::tr("Give the CSV file with --out."), auditUsage());

    CommandStore opened;
    if (const int status = opened.open(io, parsed.common.vault, parsed.common.slot, parsed.common.server))
        return status;
    AccessContext *signedIn = &opened.access();
    AuditStore &store = opened.session().audit();
    if (parsed.action == u"verify") {
        const AuditVerification result = AuditVerifier::verify(store);
        // A team store also holds the audit trails of the vaults imported into it, each verified on its own.
        const ImportedAuditCheck imported = opened.checkImportedAudit();
        if (!imported.readProblem.isEmpty()) {
            io.problem(imported.readProblem);
            return ExitVault;
        }
        const bool intact = result.isIntact() && imported.problems.isEmpty();
        if (parsed.common.json) {
            QJsonArray problems;
            for (const AuditProblem &problem : result.problems)
                problems.append(QJsonObject{{QStringLiteral("row"), problem.rowId},
                                            {QStringLiteral("message"), problem.message()}});
            io.out() << QJsonDocument(QJsonObject{{QStringLiteral("intact"), intact},
                                                          {QStringLiteral("rows_checked"), result.rowsChecked},
                                                          {QStringLiteral("legacy_rows"), result.legacyRows},
                                                          {QStringLiteral("problems"), problems},
                                                          {QStringLiteral("imported_segments"), imported.segments},
                                                          {QStringLiteral("imported_rows_checked"), imported.rowsChecked},
                                                          {QStringLiteral("imported_problems"),
                                                           QJsonArray::fromStringList(imported.problems)}})
                                    .toJson(QJsonDocument::Indented);
        } else {
            for (const AuditProblem &problem : result.problems)
                io.out() << problem.message() << '\n';
            for (const QString &problem : imported.problems)
                io.out() << problem << '\n';
            io.out() << (intact
                                     ? Text::tr("The audit trail is intact: %n row(s) checked.", nullptr,
                                                int(result.rowsChecked))
                                     : Text::tr("The audit trail was tampered with."))
                             << '\n';
            if (result.legacyRows > 0)
                io.out() << Text::tr("%n older row(s) were written before the chain existed and are not "
                                             "covered.", nullptr, int(result.legacyRows))
                                 << '\n';
        }
        io.out().flush();
        return intact ? int(ExitOk) : int(ExitTampered);
    }
    AuditQuery query(store);
    if (parsed.action == u"list") {
        const int limit = parsed.common.values.value(QStringLiteral("--limit"), QStringLiteral("50")).toInt();
        const QList<AuditEntry> rows = query.page(*filter, 0, limit > 0 ? limit : 50);
        for (const AuditEntry &row : rows)
            io.out() << row.id << '\t'
                             << QDateTime::fromMSecsSinceEpoch(row.atMs, Qt::UTC).toString(Qt::ISODate) << '\t'
                             << printable(row.actor) << '\t' << printable(row.action) << '\t' << printable(row.result)
                             << '\t' << printable(QString::fromUtf8(QJsonDocument(row.parameters).toJson(QJsonDocument::Compact)))
                             << '\n';
        io.out().flush();
        return ExitOk;
    }
    if (const int refused = requireForCommand(io, *signedIn, Permission::Export, QStringLiteral("audit_export")))
        return refused;
    QSaveFile file(out);
    if (!file.open(QIODevice::WriteOnly) || !query.writeCsv(*filter, file) || !file.commit()) {
        io.err() << Text::tr("Cannot write %1.").arg(out) << Qt::endl;
        return ExitIo;
    }
    AuditEntry receipt;
    receipt.actor = signedIn->guard->actor();
    receipt.action = QStringLiteral("audit_export");
    receipt.parameters = {{QStringLiteral("file"), out}, {QStringLiteral("rows"), query.count(*filter)}};
    receipt.result = QStringLiteral("SUCCESS");
    (void)store.append(receipt);
    io.out() << Text::tr("Wrote %1.").arg(out) << Qt::endl;
    return ExitOk;
}

} // namespace

CliCommand operatorsCommand()
{
    return {QStringLiteral("operators"), Text::tr("List, add or remove operators, change roles or your passphrase"),
            &runOperators};
}

CliCommand approvalsCommand()
{
    return {QStringLiteral("approvals"), Text::tr("Refunds awaiting a Manager's approval; approval thresholds"),
            &runApprovals};
}

CliCommand auditCommand()
{
    return {QStringLiteral("audit"), Text::tr("Verify, list or export the hash-chained audit trail"), &runAudit};
}

} // namespace dd::cli
