// capture, cancel, refund, cancel-refund: each through PaymentOperations, so the intent is recorded
// in the cache before the request leaves, and an unknown outcome is resolved by query, never re-sent.
#include "app/cli/synccommands.h"
#include "app/cli/syncsession.h"
#include "core/cache/cachesession.h"
#include "core/sync/paymentoperations.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>

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
                    "whose earlier action is still unknown is refused (exit 8).");
}

// The payment as the gateway has it now (written to the cache), or the exit status.
Result<Payment, int> currentPayment(SyncSession &session, const QString &hash, bool json)
{
    if (session.operations().hasUnresolvedIntent(hash)) {
        const GatewayError error = GatewayError::outcomeUnknown(GatewayError::transportFailure(TransportFailure::None));
        report(json, errorJson(error),
               Text::tr("An earlier action on %1 still has an unknown outcome: run `directdesk-cli sync` first.").arg(hash));
        return int(ExitOutcomeUnknown);
    }
    const GatewayResult result = SyncSession::wait(session.operations().lookUp(hash));
    if (!result || !result->payment) {
        const GatewayError error = result ? GatewayError::malformed(QStringLiteral("no payment")) : result.error();
        report(json, errorJson(error), Text::tr("Could not read payment %1: %2 %3").arg(hash, error.kindName(), error.code));
        return exitStatusFor(error);
    }
    return *result->payment;
}

int finish(const GatewayResult &result, bool json, const QString &done)
{
    if (!result) {
        const GatewayError &error = result.error();
        QString text = Text::tr("Failed: %1 %2 %3").arg(error.kindName(), error.code, error.gatewayMessage);
        if (error.kind == GatewayError::Kind::OutcomeUnknown)
            text = Text::tr("Sent, but the outcome is unknown. It is recorded and will be resolved by query "
                            "(directdesk-cli sync); it is never sent again by itself.");
        for (const FieldProblem &problem : error.fields)
            text += u"\n  " + problem.field + u": " + problem.message;
        report(json, errorJson(error), text);
        return exitStatusFor(error);
    }
    QJsonObject object{{QStringLiteral("status"), QStringLiteral("SUCCESS")}};
    if (result->payment)
        object.insert(QStringLiteral("payment"), paymentJson(*result->payment));
    if (result->refund)
        object.insert(QStringLiteral("refund"),
                      QJsonObject{{QStringLiteral("id"), result->refund->id},
                                  {QStringLiteral("merchant_refund_code"), result->refund->merchantRefundCode},
                                  {QStringLiteral("status"), refundStatusCode(result->refund->status)}});
    report(json, object, done);
    return ExitOk;
}

struct Prepared
{
    SyncArguments arguments;
    std::unique_ptr<SyncSession> session;
    std::optional<Payment> payment;
    int exit = ExitOk;
};

Prepared prepare(const QStringList &arguments, const QStringList &values, const QString &usage)
{
    Prepared prepared;
    prepared.arguments = parseSyncArguments(arguments, values, {});
    const SyncArguments &parsed = prepared.arguments;
    if (parsed.help) {
        standardOutput() << usage << Qt::endl;
        prepared.exit = ExitOk;
        return prepared;
    }
    if (parsed.problem.isEmpty() && parsed.values.value(QStringLiteral("--hash")).isEmpty())
        prepared.arguments.problem = Text::tr("--hash H is required.");
    if (!prepared.arguments.problem.isEmpty()) {
        prepared.exit = usageError(prepared.arguments.problem, usage);
        return prepared;
    }
    prepared.session = std::make_unique<SyncSession>();
    prepared.exit = prepared.session->open(parsed);
    if (prepared.exit != ExitOk)
        return prepared;
    auto payment = currentPayment(*prepared.session, parsed.values.value(QStringLiteral("--hash")), parsed.json);
    if (!payment)
        prepared.exit = payment.error();
    else
        prepared.payment = *payment;
    return prepared;
}

std::optional<Money> amountOf(const SyncArguments &parsed, const Payment &payment, QString *problem)
{
    const QString text = parsed.values.value(QStringLiteral("--amount"));
    if (text.isEmpty())
        return std::nullopt;
    auto money = Money::parse(text, payment.currencyExt);
    if (!money) {
        *problem = Text::tr("Not an amount: %1").arg(text);
        return std::nullopt;
    }
    return *money;
}

int runCapture(const QStringList &arguments)
{
    const QString usage = Text::tr("Usage: directdesk-cli capture --vault PATH --hash H [--amount A] [--json]\n") + common();
    Prepared p = prepare(arguments, {QStringLiteral("--hash"), QStringLiteral("--amount")}, usage);
    if (!p.payment)
        return p.exit;
    CaptureRequest request;
    request.hash = p.payment->hash;
    QString problem;
    request.amount = amountOf(p.arguments, *p.payment, &problem);
    if (!problem.isEmpty())
        return usageError(problem, usage);
    return finish(SyncSession::wait(p.session->operations().capture(*p.payment, request)), p.arguments.json,
                  Text::tr("Captured %1.").arg(request.hash));
}

int runCancel(const QStringList &arguments)
{
    const QString usage = Text::tr("Usage: directdesk-cli cancel --vault PATH --hash H [--json]\n") + common();
    Prepared p = prepare(arguments, {QStringLiteral("--hash")}, usage);
    if (!p.payment)
        return p.exit;
    return finish(SyncSession::wait(p.session->operations().cancelPayment(*p.payment)), p.arguments.json,
                  Text::tr("Cancelled %1.").arg(p.payment->hash));
}

std::optional<BankInfo> readBankInfo(const QString &path, QString *problem)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *problem = Text::tr("Cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    const QJsonObject object = QJsonDocument::fromJson(file.readAll()).object();
    if (object.isEmpty()) {
        *problem = Text::tr("%1 is not a JSON object.").arg(path);
        return std::nullopt;
    }
    const auto field = [&object](const char *name) { return object.value(QLatin1String(name)).toString(); };
    BankInfo info;
    info.bankName = field("bank_name");
    info.bankBranch = field("bank_branch");
    info.bankAccount = field("bank_account");
    info.accountType = field("account_type");
    info.bankDetails = field("bank_details");
    info.holderDocument = field("bank_account_holder_document");
    info.holderName = field("bank_account_holder_name");
    return info;
}

int runRefund(const QStringList &arguments)
{
    const QString usage =
        Text::tr("Usage: directdesk-cli refund --vault PATH --hash H --amount A --description D\n"
                 "                             [--merchant-refund-code C] [--bank-info FILE.json] [--json]\n"
                 "Give the same --merchant-refund-code when repeating a refund: the gateway refuses a duplicate.\n")
        + common();
    const QStringList values{QStringLiteral("--hash"), QStringLiteral("--amount"), QStringLiteral("--description"),
                             QStringLiteral("--merchant-refund-code"), QStringLiteral("--bank-info")};
    const SyncArguments early = parseSyncArguments(arguments, values, {});
    if (!early.help && early.problem.isEmpty()
        && (early.values.value(QStringLiteral("--amount")).isEmpty()
            || early.values.value(QStringLiteral("--description")).isEmpty()))
        return usageError(Text::tr("--amount and --description are required."), usage);
    std::optional<BankInfo> bankInfo;
    if (const QString path = early.values.value(QStringLiteral("--bank-info")); !path.isEmpty()) {
        QString problem;
        bankInfo = readBankInfo(path, &problem);
        if (!bankInfo) {
            standardError() << problem << Qt::endl;
            return ExitIo;
        }
    }
    Prepared p = prepare(arguments, values, usage);
    if (!p.payment)
        return p.exit;
    RefundRequest request;
    request.hash = p.payment->hash;
    QString problem;
    const std::optional<Money> amount = amountOf(p.arguments, *p.payment, &problem);
    if (!amount)
        return usageError(problem, usage);
    request.amount = *amount;
    request.description = p.arguments.values.value(QStringLiteral("--description"));
    request.merchantRefundCode = p.arguments.values.value(QStringLiteral("--merchant-refund-code"));
    request.bankInfo = bankInfo;
    return finish(SyncSession::wait(p.session->operations().refund(*p.payment, request)), p.arguments.json,
                  Text::tr("Refund requested on %1.").arg(request.hash));
}

int runCancelRefund(const QStringList &arguments)
{
    const QString usage = Text::tr("Usage: directdesk-cli cancel-refund --vault PATH --hash H\n"
                                   "                                    (--refund-id ID | --merchant-refund-code C) [--json]\n")
                          + common();
    Prepared p = prepare(arguments,
                         {QStringLiteral("--hash"), QStringLiteral("--refund-id"), QStringLiteral("--merchant-refund-code")},
                         usage);
    if (!p.payment)
        return p.exit;
    const QString id = p.arguments.values.value(QStringLiteral("--refund-id"));
    const QString code = p.arguments.values.value(QStringLiteral("--merchant-refund-code"));
    for (const Refund &refund : p.payment->refunds) {
        if ((!id.isEmpty() && refund.id == id) || (!code.isEmpty() && refund.merchantRefundCode == code))
            return finish(SyncSession::wait(p.session->operations().cancelRefund(
                              *p.payment, refund, Text::tr("Cancelled from the command line"))),
                          p.arguments.json, Text::tr("Refund cancelled."));
    }
    return usageError(Text::tr("The payment has no such refund."), usage);
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
