// capture, cancel, refund, cancel-refund: each through PaymentOperations, so the intent is recorded
// in the cache before the request leaves, and an unknown outcome is resolved by query, never re-sent.
#include "app/cli/actioncommands.h"
#include "app/cli/syncsession.h"
#include "app/cli/teamactioncommand.h"
#include "core/domain/printable.h"
#include "core/gateway/requestreader.h"
#include "core/gateway/requestvalidator.h"
#include "core/storage/storesession.h"
#include "core/sync/operationcall.h"
#include "core/sync/operationparameters.h"
#include "core/sync/paymentoperations.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>

#include <functional>

namespace dd::cli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::ActionCommands)
};

QString common()
{
    return Text::tr("  --vault PATH   the encrypted cache (passphrase from DIRECTDESK_PASSPHRASE or a no-echo prompt)\n"
                    "  --json         one JSON object on standard output\n"
                    "Earlier actions whose outcome is unknown are resolved by query first; an action on a payment\n"
                    "whose earlier action is still unknown is refused (exit 8).\n")
           + teamActionUsage();
}

// Input refused before anything was sent (not even the look-up): exit 3 and one line naming each
// field, or the error object with --json.
int refuseInput(CliOutput &io, bool json, const FieldProblems &problems)
{
    const FieldProblems errors = errorsOnly(problems);
    QStringList named;
    for (const FieldProblem &problem : errors)
        named.append(problem.field + u": " + printable(problem.message));
    io.report(json, errorJson(GatewayError::validation(errors)),
           Text::tr("Refused, nothing was sent: %1").arg(named.join(QStringLiteral("; "))));
    return ExitValidation;
}

// The amount's form (positive, at most two decimals, ASCII digits only) is checked before the
// payment is looked up; its currency is the payment's, set once the payment is known.
// Nothing when --amount was not given.
Result<std::optional<Money>, FieldProblem> amountArgument(const CommandLine &parsed)
{
    const QString text = parsed.values.value(QStringLiteral("--amount"));
    if (text.isEmpty())
        return std::optional<Money>();
    auto money = Money::parse(text, QString(), Sign::PositiveOnly);
    if (!money)
        return FieldProblem{QStringLiteral("amount"),
                            Text::tr("%1 is not an amount: %2").arg(printable(text), amountErrorText(money.error())),
                            FieldProblem::Severity::Error};
    return std::optional<Money>(*money);
}

// The validator's problems, with the amount's own when it could not be read (instead of the
// validator's, which saw no amount).
FieldProblems withAmountProblem(FieldProblems problems, const Result<std::optional<Money>, FieldProblem> &amount)
{
    if (amount)
        return problems;
    problems.removeIf([](const FieldProblem &p) { return p.field == u"amount"; });
    problems.prepend(amount.error());
    return problems;
}

// The payment as the gateway has it now (written to the cache), or the exit status.
Result<Payment, int> currentPayment(CliOutput &io, SyncSession &session, const QString &hash, bool json)
{
    if (session.operations().hasUnresolvedIntent(hash)) {
        const GatewayError error = GatewayError::outcomeUnknown(GatewayError::transportFailure(TransportFailure::None));
        io.report(json, errorJson(error),
               Text::tr("An earlier action on %1 still has an unknown outcome: run `directdesk-cli sync` first.").arg(hash));
        return int(ExitOutcomeUnknown);
    }
    const GatewayResult result = SyncSession::wait(session.operations().lookUp(hash));
    if (!result || !result->payment) {
        const GatewayError error = result ? GatewayError::malformed(QStringLiteral("no payment")) : result.error();
        io.report(json, errorJson(error),
               Text::tr("Could not read payment %1: %2 %3").arg(printable(hash), error.kindName(), printable(error.code)));
        return exitStatusFor(error);
    }
    return *result->payment;
}

// The action's outcome. An action the gateway applied whose answer the cache could not store is a
// success with its own line (and "answer_stored": false): the payment is marked for refresh.
int finish(CliOutput &io, OperationCall *call, bool json, const QString &done)
{
    bool notStored = false;
    const GatewayResult result = SyncSession::wait(call, nullptr, &notStored);
    if (!result) {
        const GatewayError &error = result.error();
        // The code and message come from the gateway: escaped before they reach the terminal.
        QString text = Text::tr("Failed: %1 %2 %3").arg(error.kindName(), printable(error.code), printable(error.gatewayMessage));
        if (error.kind == GatewayError::Kind::OutcomeUnknown)
            text = Text::tr("Sent, but the outcome is unknown. It is recorded and will be resolved by query "
                            "(directdesk-cli sync); it is never sent again by itself.");
        for (const FieldProblem &problem : error.fields)
            text += u"\n  " + problem.field + u": " + printable(problem.message);
        io.report(json, errorJson(error), text);
        return exitStatusFor(error);
    }
    QJsonObject object{{QStringLiteral("status"), QStringLiteral("SUCCESS")},
                       {QStringLiteral("answer_stored"), !notStored}};
    if (result->payment)
        object.insert(QStringLiteral("payment"), paymentJson(*result->payment));
    if (result->refund)
        object.insert(QStringLiteral("refund"),
                      QJsonObject{{QStringLiteral("id"), result->refund->id},
                                  {QStringLiteral("merchant_refund_code"), result->refund->merchantRefundCode},
                                  {QStringLiteral("status"), refundStatusCode(result->refund->status)}});
    QString text = done;
    if (notStored)
        text += u'\n'
                + Text::tr("The gateway applied it, but its answer could not be stored in the cache; the payment is "
                           "marked for refresh (directdesk-cli sync).");
    io.report(json, object, text);
    return ExitOk;
}

struct Prepared
{
    CommandLine arguments;
    std::unique_ptr<SyncSession> session;
    std::unique_ptr<TeamAction> team;   // with --server: the request goes to the team worker
    std::optional<Payment> payment;
    int exit = ExitOk;
};

// What a command checks before its payment is looked up: the problems, and in `parameters` what
// the audit trail records of the refused input (the payment's hash when left alone).
using LocalCheck = std::function<FieldProblems(const CommandLine &, QJsonObject *parameters)>;

// Every action command: --vault PATH or --server CONNINFO (then also --wait SECONDS).
CommandLineRules actionRules(const QStringList &values)
{
    return CommandLineRules{values + QStringList{QStringLiteral("--wait")}, {}, false, true, true, true};
}

// Any error found without the payment refuses the command before the look-up, so that nothing
// goes on the wire; the refusal is audited (the session is open by then: the operator is known).
Prepared prepare(CliOutput &io, const QStringList &arguments, const QStringList &values, const QString &usage,
                 OperationCall::Action action, const LocalCheck &localCheck = {})
{
    Prepared prepared;
    const QString wait = QStringLiteral("--wait");
    prepared.arguments = parseCommandLine(arguments, actionRules(values));
    const CommandLine &parsed = prepared.arguments;
    if (parsed.help) {
        prepared.exit = io.help(usage);
        return prepared;
    }
    if (parsed.problem.isEmpty() && parsed.values.value(QStringLiteral("--hash")).isEmpty())
        prepared.arguments.problem = Text::tr("--hash H is required.");
    if (parsed.problem.isEmpty() && parsed.server.isEmpty() && parsed.values.contains(wait))
        prepared.arguments.problem = Text::tr("--wait is for the team server (--server).");
    if (!prepared.arguments.problem.isEmpty()) {
        prepared.exit = io.usageError(prepared.arguments.problem, usage);
        return prepared;
    }
    if (!parsed.server.isEmpty()) {
        prepared.team = std::make_unique<TeamAction>(io);
        prepared.exit = prepared.team->open(parsed);
    } else {
        prepared.session = std::make_unique<SyncSession>(io);
        prepared.exit = prepared.session->open(parsed);
    }
    if (prepared.exit != ExitOk)
        return prepared;
    const QString hash = parsed.values.value(QStringLiteral("--hash"));
    QJsonObject parameters{{QStringLiteral("hash"), hash}};
    // The hash alone, or with everything else the command checks (which includes the hash).
    const FieldProblems problems =
        localCheck ? localCheck(parsed, &parameters) : RequestValidator::query({hash, QString()});
    if (hasErrors(problems)) {
        if (prepared.team)
            prepared.team->recordRefusal(action, parameters, errorsOnly(problems));
        else
            prepared.session->operations().recordRefusal(action, parameters, errorsOnly(problems));
        prepared.exit = refuseInput(io, parsed.json, problems);
        return prepared;
    }
    // On the team server the payment is as the team store holds it: the worker keeps it current.
    auto payment = prepared.team ? prepared.team->payment(hash, parsed.json)
                                 : currentPayment(io, *prepared.session, hash, parsed.json);
    if (!payment)
        prepared.exit = payment.error();
    else
        prepared.payment = *payment;
    return prepared;
}

int runCapture(const QStringList &arguments, CliOutput &io)
{
    const QString usage = Text::tr("Usage: directdesk-cli capture (--vault PATH | --server CONNINFO) --hash H [--amount A] [--json]\n") + common();
    std::optional<Money> amount;
    const auto localCheck = [&amount](const CommandLine &parsed, QJsonObject *parameters) {
        CaptureRequest local;
        local.hash = parsed.values.value(QStringLiteral("--hash"));
        parameters->insert(QStringLiteral("amount"), parsed.values.value(QStringLiteral("--amount")));
        const auto read = amountArgument(parsed);
        if (read)
            amount = local.amount = *read;
        return withAmountProblem(RequestValidator::captureFields(local), read);
    };
    Prepared p = prepare(io, arguments, {QStringLiteral("--hash"), QStringLiteral("--amount")}, usage,
                         OperationCall::Action::Capture, localCheck);
    if (!p.payment)
        return p.exit;
    CaptureRequest request;
    request.hash = p.payment->hash;
    if (amount)
        request.amount = Money(amount->hundredths(), p.payment->currencyExt);
    if (p.team)
        return p.team->ask(server::ActionRequest::capture(*p.payment, request), *p.payment, p.arguments.json,
                           Text::tr("Captured %1.").arg(request.hash));
    return finish(io, p.session->operations().capture(*p.payment, request), p.arguments.json,
                  Text::tr("Captured %1.").arg(request.hash));
}

int runCancel(const QStringList &arguments, CliOutput &io)
{
    const QString usage = Text::tr("Usage: directdesk-cli cancel (--vault PATH | --server CONNINFO) --hash H [--json]\n") + common();
    Prepared p = prepare(io, arguments, {QStringLiteral("--hash")}, usage, OperationCall::Action::CancelPayment);
    if (!p.payment)
        return p.exit;
    if (p.team)
        return p.team->ask(server::ActionRequest::cancelPayment(*p.payment), *p.payment, p.arguments.json,
                           Text::tr("Cancelled %1.").arg(p.payment->hash));
    return finish(io, p.session->operations().cancelPayment(*p.payment), p.arguments.json,
                  Text::tr("Cancelled %1.").arg(p.payment->hash));
}

// What --bank-info FILE.json holds: an I/O problem (exit 10), or the details and what is wrong
// with their types (RequestReader owns how bank_info is read from JSON, for `api refund` too).
struct BankInfoFile
{
    QString ioProblem;
    std::optional<BankInfo> info;
    FieldProblems problems;
};

// Far above any real set of seven short fields: a larger file is refused unread.
constexpr qint64 MaxBankInfoFileBytes = 64 * 1024;

BankInfoFile readBankInfo(const QString &path)
{
    BankInfoFile read;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        read.ioProblem = Text::tr("Cannot read %1: %2").arg(printable(path), file.errorString());
        return read;
    }
    if (file.size() > MaxBankInfoFileBytes) {
        read.problems.append({QStringLiteral("bank_info"),
                              Text::tr("%1 is larger than %2 KB: not a file of bank details.")
                                  .arg(printable(path))
                                  .arg(MaxBankInfoFileBytes / 1024),
                              FieldProblem::Severity::Error});
        return read;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
    if (!document.isObject()) {
        read.ioProblem = Text::tr("%1 is not a JSON object: %2").arg(printable(path), error.errorString());
        return read;
    }
    read.info = RequestReader::bankInfo(document.object(), read.problems);
    return read;
}

int runRefund(const QStringList &arguments, CliOutput &io)
{
    const QString usage =
        Text::tr("Usage: directdesk-cli refund (--vault PATH | --server CONNINFO) --hash H --amount A --description D\n"
                 "                             [--merchant-refund-code C] [--bank-info FILE.json] [--json]\n"
                 "Give the same --merchant-refund-code when repeating a refund: the gateway refuses a duplicate.\n")
        + common();
    const QStringList values{QStringLiteral("--hash"), QStringLiteral("--amount"), QStringLiteral("--description"),
                             QStringLiteral("--merchant-refund-code"), QStringLiteral("--bank-info")};
    const CommandLine early = parseCommandLine(arguments, actionRules(values));
    if (!early.help && early.problem.isEmpty()
        && (early.values.value(QStringLiteral("--amount")).isEmpty()
            || early.values.value(QStringLiteral("--description")).isEmpty()))
        return io.usageError(Text::tr("--amount and --description are required."), usage);
    BankInfoFile bankInfo;
    if (const QString path = early.values.value(QStringLiteral("--bank-info")); !path.isEmpty()) {
        bankInfo = readBankInfo(path);
        if (!bankInfo.ioProblem.isEmpty()) {
            io.problem(bankInfo.ioProblem);
            return ExitIo;
        }
    }
    // Everything that does not need the payment is checked before it is looked up.
    RefundRequest request;
    const auto localCheck = [&request, &bankInfo](const CommandLine &parsed, QJsonObject *parameters) {
        FieldProblems problems = bankInfo.problems;
        request.hash = parsed.values.value(QStringLiteral("--hash"));
        request.description = parsed.values.value(QStringLiteral("--description"));
        request.merchantRefundCode = parsed.values.value(QStringLiteral("--merchant-refund-code"));
        request.bankInfo = bankInfo.info;
        const auto amount = amountArgument(parsed);
        request.amount = amount ? amount->value_or(Money()) : Money();
        // The audit trail keeps the amount as typed (bounded there, like every refused text).
        *parameters = OperationParameters::refund(request);
        parameters->insert(QStringLiteral("amount"), parsed.values.value(QStringLiteral("--amount")));
        return problems + withAmountProblem(RequestValidator::refundFields(request), amount);
    };
    Prepared p = prepare(io, arguments, values, usage, OperationCall::Action::Refund, localCheck);
    if (!p.payment)
        return p.exit;
    request.hash = p.payment->hash;
    request.amount = Money(request.amount.hundredths(), p.payment->currencyExt);
    if (p.team)
        return p.team->ask(server::ActionRequest::refund(*p.payment, request), *p.payment, p.arguments.json,
                           Text::tr("Refund requested on %1.").arg(request.hash));
    return finish(io, p.session->operations().refund(*p.payment, request), p.arguments.json,
                  Text::tr("Refund requested on %1.").arg(request.hash));
}

int runCancelRefund(const QStringList &arguments, CliOutput &io)
{
    const QString usage = Text::tr("Usage: directdesk-cli cancel-refund (--vault PATH | --server CONNINFO) --hash H\n"
                                   "                                    (--refund-id ID | --merchant-refund-code C) [--json]\n")
                          + common();
    Prepared p = prepare(io, arguments,
                         {QStringLiteral("--hash"), QStringLiteral("--refund-id"), QStringLiteral("--merchant-refund-code")},
                         usage, OperationCall::Action::CancelRefund);
    if (!p.payment)
        return p.exit;
    const QString id = p.arguments.values.value(QStringLiteral("--refund-id"));
    const QString code = p.arguments.values.value(QStringLiteral("--merchant-refund-code"));
    for (const Refund &refund : p.payment->refunds) {
        if ((!id.isEmpty() && refund.id == id) || (!code.isEmpty() && refund.merchantRefundCode == code)) {
            const QString reason = Text::tr("Cancelled from the command line");
            if (p.team)
                return p.team->ask(server::ActionRequest::cancelRefund(*p.payment, refund, reason), *p.payment,
                                   p.arguments.json, Text::tr("Refund cancelled."));
            return finish(io,
                          p.session->operations().cancelRefund(*p.payment, refund, reason), p.arguments.json,
                          Text::tr("Refund cancelled."));
        }
    }
    return io.usageError(Text::tr("The payment has no such refund."), usage);
}

} // namespace

CliCommand captureCommand()
{
    return {QStringLiteral("capture"), Text::tr("Capture a pre-authorized payment (exactly once)"), &runCapture};
}

CliCommand cancelCommand()
{
    return {QStringLiteral("cancel"), Text::tr("Cancel an open or pending payment"), &runCancel};
}

CliCommand refundCommand()
{
    return {QStringLiteral("refund"), Text::tr("Request a refund (exactly once)"), &runRefund};
}

CliCommand cancelRefundCommand()
{
    return {QStringLiteral("cancel-refund"), Text::tr("Cancel a refund not yet confirmed"), &runCancelRefund};
}

} // namespace dd::cli
