// `refunds --from-csv FILE`: bulk refunds, streamed. A first pass reads the file one line at a
// time, queries each payment once and validates every refund (rows for the same payment together:
// their sum must fit in what is left to refund), writing each row's verdict to a temporary file;
// one problem anywhere and nothing is sent. Only then does a second pass read the file again and
// send each refund through PaymentOperations (intent first), writing its outcome to the result CSV.
// Memory is bounded by one line, a few numbers per distinct payment and the refund codes seen,
// whatever the number of rows.
// With --server the rows are checked against the payments as the team store holds them, and each
// refund is recorded for the team worker through the same TeamAction as `refund --server`.
#include "app/cli/bulkrefundcommand.h"
#include "app/cli/accesscontext.h"
#include "app/cli/syncsession.h"
#include "app/cli/teamactioncommand.h"
#include "app/cli/teamstore.h"
#include "core/domain/printable.h"
#include "core/server/store/pgstoresession.h"
#include "core/gateway/requestvalidator.h"
#include "core/sync/notificationimport.h"
#include "core/sync/paymentoperations.h"
#include "core/sync/refundcsv.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QHash>
#include <QSaveFile>
#include <QSet>
#include <QTemporaryFile>

#include <functional>

namespace dd::cli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::BulkRefunds)
};

// What the validation pass keeps of one payment named in the file.
struct PaymentTally
{
    QString lookUpProblem;    // set when the payment could not be queried
    qint64 remaining = 0;     // what was left to refund when it was queried, in hundredths
    qint64 requested = 0;     // the valid rows' amounts added up
    QString currency;
};

struct ValidationPass
{
    QHash<QString, PaymentTally> payments;   // by hash: each payment is queried once
    QSet<QString> refundCodes;
    qint64 rows = 0;
    qint64 problems = 0;
};

struct ResultLine
{
    int line = 0;
    QString hash;
    QString amount;
    QString merchantRefundCode;
    QString result;
    QString refundId;
    QString refundStatus;
    QString problem;
    qint64 request = 0;   // on the team server: the team worker's request (0: none recorded)
};

const QByteArray ResultHeader = QByteArrayLiteral("line,hash,amount,merchant_refund_code,result,refund_id,refund_status,problem\n");
// On the team server each line also names the request the team worker sends.
const QByteArray TeamResultHeader =
    QByteArrayLiteral("line,hash,amount,merchant_refund_code,result,refund_id,refund_status,problem,request\n");

QByteArray resultText(const ResultLine &r, bool withRequest = false)
{
    using RefundCsv::quoted;
    QString text = QString::number(r.line) + u',' + quoted(r.hash) + u',' + quoted(r.amount) + u','
                   + quoted(r.merchantRefundCode) + u',' + quoted(r.result) + u',' + quoted(r.refundId) + u','
                   + quoted(r.refundStatus) + u',' + quoted(r.problem);
    if (withRequest)
        text += u',' + (r.request > 0 ? QString::number(r.request) : QString());
    return (text + u'\n').toUtf8();
}

ResultLine resultOf(const QStringList &fields)
{
    return ResultLine{fields.value(0).toInt(), fields.value(1), fields.value(2), fields.value(3), fields.value(4),
                      fields.value(5),         fields.value(6), fields.value(7), fields.value(8).toLongLong()};
}

std::optional<QByteArray> digestOf(const QString &path)
{
    QFile file(path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!file.open(QIODevice::ReadOnly) || !hash.addData(&file))
        return std::nullopt;
    return hash.result();
}

// Where the rows' payments come from: on a vault, queried from the gateway once and then read from
// the cache; on the team server, as the team store holds them (the team worker keeps them current).
struct PaymentSource
{
    std::function<Result<Payment, QString>(const QString &hash)> lookUp;   // the first row naming it
    std::function<std::optional<Payment>(const QString &hash)> current;    // later rows, and the sending pass
    std::function<QString(const QString &hash)> blocked;                   // why nothing may be sent for it
};

// The payment as the cache has it (written there by an earlier look-up), else queried now.
std::optional<Payment> currentPayment(SyncSession &session, const QString &hash)
{
    if (std::optional<Payment> cached = session.operations().cachedPayment(hash))
        return cached;
    const GatewayResult found = SyncSession::wait(session.operations().lookUp(hash));
    if (found && found->payment)
        return *found->payment;
    return std::nullopt;
}

PaymentSource vaultPayments(SyncSession *session)
{
    PaymentSource source;
    source.lookUp = [session](const QString &hash) -> Result<Payment, QString> {
        const GatewayResult found = SyncSession::wait(session->operations().lookUp(hash));
        if (found && found->payment)
            return *found->payment;
        const GatewayError e = found ? GatewayError::malformed(QStringLiteral("no payment")) : found.error();
        return Text::tr("payment could not be queried: %1").arg(e.kindName() + u' ' + printable(e.code));
    };
    source.current = [session](const QString &hash) { return currentPayment(*session, hash); };
    source.blocked = [session](const QString &hash) {
        return session->operations().hasUnresolvedIntent(hash)
                   ? Text::tr("an earlier action on this payment has an unknown outcome")
                   : QString();
    };
    return source;
}

PaymentSource teamPayments(TeamAction *team)
{
    PaymentStore *payments = &team->store().session().payments();
    PaymentSource source;
    source.lookUp = [payments](const QString &hash) -> Result<Payment, QString> {
        if (std::optional<Payment> stored = payments->findByHash(hash))
            return *stored;
        return Text::tr("the team server has no such payment (look it up first: `directdesk-cli query --server`)");
    };
    source.current = [payments](const QString &hash) { return payments->findByHash(hash); };
    source.blocked = [team](const QString &hash) {
        const std::optional<server::ActionRequest> open = team->desk().requests().openFor(hash);
        return open ? open->heldText() : QString();
    };
    return source;
}

// The payment looked up once for the first row naming it (later rows read it again as stored).
std::optional<Payment> paymentFor(const PaymentSource &source, ValidationPass &pass, const QString &hash, QString *problem)
{
    const auto known = pass.payments.constFind(hash);
    if (known != pass.payments.constEnd()) {
        *problem = known->lookUpProblem;
        return known->lookUpProblem.isEmpty() ? source.current(hash) : std::nullopt;
    }
    const Result<Payment, QString> found = source.lookUp(hash);
    PaymentTally tally;
    if (!found) {
        tally.lookUpProblem = found.error();
    } else {
        tally.remaining = found->remainingRefundable().hundredths();
        tally.currency = found->currencyExt;
    }
    pass.payments.insert(hash, tally);
    *problem = tally.lookUpProblem;
    if (!found)
        return std::nullopt;
    return *found;
}

// The problem with one row (empty when it may be sent); a valid row's amount is added to its payment.
QString validateRow(const PaymentSource &source, ValidationPass &pass, const RefundCsvRow &row)
{
    if (!row.problem.isEmpty())
        return row.problem;
    if (!NotificationImport::looksLikeHash(row.hash))
        return Text::tr("not a payment hash");
    if (!row.merchantRefundCode.isEmpty() && pass.refundCodes.contains(row.merchantRefundCode))
        return Text::tr("merchant_refund_code used twice in the file");
    if (const QString blocked = source.blocked(row.hash); !blocked.isEmpty())
        return blocked;
    QString problem;
    const std::optional<Payment> payment = paymentFor(source, pass, row.hash, &problem);
    if (!payment)
        return problem.isEmpty() ? Text::tr("payment could not be queried") : problem;
    const auto amount = Money::parse(row.amount, payment->currencyExt, Sign::PositiveOnly);
    if (!amount)
        return Text::tr("not an amount: %1 (%2)").arg(row.amount, amountErrorText(amount.error()));
    RefundRequest request;
    request.hash = row.hash;
    request.amount = *amount;
    request.description = row.description;
    request.merchantRefundCode = row.merchantRefundCode;
    request.payment = payment;
    QStringList errors;
    for (const FieldProblem &problem : RequestValidator::refund(request))
        if (problem.isError())
            errors.append(problem.field + u": " + problem.message);
    if (!errors.isEmpty())
        return errors.join(QStringLiteral("; "));
    // Only a valid code counts as used: it is at most MerchantCode::MaxLength characters.
    if (!row.merchantRefundCode.isEmpty())
        pass.refundCodes.insert(row.merchantRefundCode);
    pass.payments[row.hash].requested += amount->hundredths();
    return {};
}

// First pass: every row validated, its verdict written to `verdicts` (result CSV lines).
bool validateFile(const PaymentSource &source, QFile &input, QIODevice &verdicts, ValidationPass &pass)
{
    RefundCsvReader reader(&input);
    while (const std::optional<RefundCsvRow> row = reader.next()) {
        ++pass.rows;
        const QString problem = validateRow(source, pass, *row);
        if (!problem.isEmpty())
            ++pass.problems;
        verdicts.write(resultText({row->line, row->hash, row->amount, row->merchantRefundCode,
                                   problem.isEmpty() ? QString() : QStringLiteral("not_sent"), {}, {}, problem}));
    }
    return !reader.hasError();
}

// Rows for the same payment are refunds of one remaining amount: their sum must fit in it, or
// every one of them is refused (each row alone may fit). The hashes whose rows do not fit.
QHash<QString, QString> overRefundedPayments(const ValidationPass &pass)
{
    QHash<QString, QString> problems;
    for (auto it = pass.payments.constBegin(); it != pass.payments.constEnd(); ++it) {
        if (it->requested <= it->remaining)
            continue;
        problems.insert(it.key(), Text::tr("the rows for this payment add up to %1 %3, more than the %2 %3 left to refund")
                                      .arg(Money(it->requested, it->currency).toDecimalString(),
                                           Money(it->remaining, it->currency).toDecimalString(), it->currency));
    }
    return problems;
}

// Nothing is sent: the verdicts become the result file, every row "not_sent". How many rows have
// a problem, or nothing when the file cannot be written.
std::optional<qint64> writeRefusal(QIODevice &verdicts, QSaveFile &output, const QHash<QString, QString> &overRefunded)
{
    qint64 problems = 0;
    verdicts.seek(0);
    output.write(ResultHeader);
    while (!verdicts.atEnd()) {
        const QByteArray line = verdicts.readLine();
        ResultLine result = resultOf(RefundCsv::fields(QString::fromUtf8(line).trimmed()));
        result.result = QStringLiteral("not_sent");
        if (result.problem.isEmpty())
            result.problem = overRefunded.value(result.hash);
        problems += result.problem.isEmpty() ? 0 : 1;
        output.write(resultText(result));
    }
    if (!output.commit())
        return std::nullopt;
    return problems;
}

// Second pass: each refund sent, in the file's order. Returns the exit status.
int sendFile(SyncSession &session, QFile &input, QSaveFile &output, int *succeeded)
{
    int status = ExitOk;
    output.write(ResultHeader);
    RefundCsvReader reader(&input);
    while (const std::optional<RefundCsvRow> row = reader.next()) {
        ResultLine result{row->line, row->hash, row->amount, row->merchantRefundCode, {}, {}, {}, {}};
        // An earlier row may have refunded the same payment: act on the payment as it is now.
        const std::optional<Payment> payment = currentPayment(session, row->hash);
        const auto amount = Money::parse(row->amount, payment ? payment->currencyExt : QString(), Sign::PositiveOnly);
        if (!payment || !amount) {
            result.result = QStringLiteral("not_sent");
            result.problem = Text::tr("the file changed after it was checked");
            status = ExitValidation;
            output.write(resultText(result));
            continue;
        }
        RefundRequest request;
        request.hash = row->hash;
        request.amount = *amount;
        request.description = row->description;
        request.merchantRefundCode = row->merchantRefundCode;
        request.payment = payment;
        const GatewayResult sent = SyncSession::wait(session.operations().refund(*payment, request));
        if (sent) {
            ++*succeeded;
            result.result = QStringLiteral("SUCCESS");
            if (sent->refund) {
                result.refundId = sent->refund->id;
                result.refundStatus = refundStatusCode(sent->refund->status);
                result.merchantRefundCode = sent->refund->merchantRefundCode;
            }
        } else {
            result.result = sent.error().kindName();
            result.problem = sent.error().code;
            const int failed = exitStatusFor(sent.error());
            status = status == ExitOutcomeUnknown ? status : failed;
        }
        output.write(resultText(result));
    }
    return status;
}

// What the team server did with the rows.
struct TeamTally
{
    qint64 recorded = 0;
    qint64 done = 0;
    qint64 held = 0;      // above the approval threshold: waiting for a Manager
    qint64 refused = 0;   // nothing recorded (another action open, the server's refusal)
};

// An ExitOutcomeUnknown stays: a script must not take a later row's failure for the whole story.
void worsen(int &status, int now)
{
    if (status != ExitOutcomeUnknown && now != ExitOk)
        status = now;
}

// Records one row's refund for the team worker. A payment with an earlier row's refund still open
// (one open action per payment) waits for it within --wait; the row is refused if it does not end.
void recordRow(TeamAction &team, const RefundCsvRow &row, QHash<QString, std::pair<int, qint64>> &lastRequest,
               ResultLine &result, TeamTally &tally, int &status)
{
    if (const auto earlier = lastRequest.constFind(row.hash); earlier != lastRequest.constEnd()) {
        const QHash<qint64, server::ActionRequest> waited = team.waitForAll({earlier->second});
        if (!waited.contains(earlier->second) || waited.value(earlier->second).state != server::ActionRequest::State::Done) {
            result.result = QStringLiteral("refused");
            result.problem = Text::tr("the refund of line %1 on this payment has not ended (one open action per "
                                      "payment): ask again once it has, or give a longer --wait")
                                 .arg(earlier->first);
            ++tally.refused;
            worsen(status, ExitValidation);
            return;
        }
    }
    const std::optional<Payment> payment = team.store().session().payments().findByHash(row.hash);
    const auto amount = Money::parse(row.amount, payment ? payment->currencyExt : QString(), Sign::PositiveOnly);
    if (!payment || !amount) {
        result.result = QStringLiteral("not_sent");
        result.problem = Text::tr("the file changed after it was checked");
        worsen(status, ExitValidation);
        return;
    }
    RefundRequest refund;
    refund.hash = row.hash;
    refund.amount = *amount;
    refund.description = row.description;
    refund.merchantRefundCode = row.merchantRefundCode;
    const server::ActionRequest request = server::ActionRequest::refund(*payment, refund);
    result.merchantRefundCode = request.merchantCode;
    const auto asked = team.record(request, *payment);
    if (!asked) {
        result.result = QStringLiteral("refused");
        result.problem = asked.error().message;
        ++tally.refused;
        worsen(status, refusalStatus(asked.error().reason));
    } else if (asked->approvalId != 0) {
        result.result = QStringLiteral("held_for_approval");
        result.problem = Text::tr("above the approval threshold: waits as request %1 until a Manager approves it")
                             .arg(asked->approvalId);
        ++tally.held;
        worsen(status, ExitValidation);
    } else {
        result.result = QStringLiteral("requested");
        result.request = asked->requestId;
        lastRequest.insert(row.hash, {row.line, asked->requestId});
        ++tally.recorded;
    }
}

// A recorded row as its request ended (or stands) once the wait is over.
void settleRow(TeamAction &team, const QHash<qint64, server::ActionRequest> &ended, ResultLine &result, TeamTally &tally,
               int &status)
{
    const auto found = ended.constFind(result.request);
    if (found == ended.constEnd()) {
        worsen(status, ExitOutcomeUnknown);
        return;
    }
    const server::ActionRequest &request = *found;
    switch (request.state) {
    case server::ActionRequest::State::Done: {
        result.result = QStringLiteral("SUCCESS");
        ++tally.done;
        const std::optional<Payment> stored = team.store().session().payments().findByHash(request.paymentHash);
        if (const Refund *refund = stored ? stored->findRefund(request.merchantCode) : nullptr) {
            result.refundId = refund->id;
            result.refundStatus = refundStatusCode(refund->status);
        }
        return;
    }
    case server::ActionRequest::State::Failed:
        result.result = request.failure().kindName();
        result.problem = request.outcome + u' ' + request.message;
        worsen(status, exitStatusFor(request.failure()));
        return;
    case server::ActionRequest::State::Unknown:
    case server::ActionRequest::State::Requested:
    case server::ActionRequest::State::Sending:
        result.result = server::actionRequestStateCode(request.state);
        worsen(status, ExitOutcomeUnknown);
        return;
    }
}

// Second pass on the team server: each refund recorded for the team worker in the file's order
// (each line written to `recorded`), then, with --wait, followed until it ended. The exit status.
int sendToTeam(TeamAction &team, QFile &input, QSaveFile &output, TeamTally &tally)
{
    QTemporaryFile recorded;
    if (!recorded.open())
        return ExitIo;
    int status = ExitOk;
    QHash<QString, std::pair<int, qint64>> lastRequest;   // by hash: the line and request of its latest row
    QList<qint64> requests;
    RefundCsvReader reader(&input);
    while (const std::optional<RefundCsvRow> row = reader.next()) {
        ResultLine result{row->line, row->hash, row->amount, row->merchantRefundCode, {}, {}, {}, {}};
        recordRow(team, *row, lastRequest, result, tally, status);
        if (result.request > 0)
            requests.append(result.request);
        recorded.write(resultText(result, true));
    }
    const QHash<qint64, server::ActionRequest> ended =
        team.waitSeconds() > 0 ? team.waitForAll(requests) : QHash<qint64, server::ActionRequest>();
    output.write(TeamResultHeader);
    recorded.seek(0);
    while (!recorded.atEnd()) {
        ResultLine result = resultOf(RefundCsv::fields(QString::fromUtf8(recorded.readLine()).trimmed()));
        if (result.request > 0 && team.waitSeconds() > 0)
            settleRow(team, ended, result, tally, status);
        output.write(resultText(result, true));
    }
    return status;
}

QString summaryText(const ValidationPass &pass, const TeamTally *team, int succeeded, const QString &outputPath)
{
    if (pass.problems > 0)
        return Text::tr("%1 of %2 refund(s) have a problem: none was sent. See %3.")
            .arg(pass.problems)
            .arg(pass.rows)
            .arg(printable(outputPath));
    if (!team)
        return Text::tr("%1 of %2 refund(s) requested. See %3.").arg(succeeded).arg(pass.rows).arg(printable(outputPath));
    return Text::tr("%1 of %2 refund(s) recorded for the team worker (%3 done), %4 held for a Manager's approval, %5 "
                    "refused. See %6.")
        .arg(team->recorded)
        .arg(pass.rows)
        .arg(team->done)
        .arg(team->held)
        .arg(team->refused)
        .arg(printable(outputPath));
}

int runRefunds(const QStringList &arguments, CliOutput &io)
{
    const QString usage =
        Text::tr("Usage: directdesk-cli refunds (--vault PATH | --server CONNINFO) --from-csv FILE [--result FILE]\n"
                 "                              [--wait SECONDS] [--json]\n"
                 "FILE: a header line, then hash,amount,description[,merchant_refund_code] per line.\n"
                 "Every refund is validated (payment queried) before any is sent; one problem and none is sent (exit 3).\n"
                 "The result CSV (default FILE.result.csv) has one line per refund with its outcome.\n"
                 "With --server every row is checked against the payment as the team server holds it, then each\n"
                 "refund is recorded for the team worker, which sends it (result: requested, held_for_approval or\n"
                 "refused, and with --wait how it ended; the result CSV adds the request's number).\n")
        + teamActionUsage();
    const QString wait = QStringLiteral("--wait");
    const CommandLine parsed = parseCommandLine(
        arguments, CommandLineRules{{QStringLiteral("--from-csv"), QStringLiteral("--result"), wait}, {}, false, true, true, true});
    if (parsed.help)
        return io.help(usage);
    if (!parsed.problem.isEmpty() || parsed.values.value(QStringLiteral("--from-csv")).isEmpty())
        return io.usageError(parsed.problem.isEmpty() ? Text::tr("--from-csv FILE is required.") : parsed.problem, usage);
    if (parsed.server.isEmpty() && parsed.values.contains(wait))
        return io.usageError(Text::tr("--wait is for the team server (--server)."), usage);
    const QString inputPath = parsed.values.value(QStringLiteral("--from-csv"));
    const QString outputPath = parsed.values.value(QStringLiteral("--result"), inputPath + QStringLiteral(".result.csv"));
    const auto ioError = [&io](const QString &message) {
        io.err() << message << Qt::endl;
        return int(ExitIo);
    };
    QFile input(inputPath);
    if (!input.open(QIODevice::ReadOnly))
        return ioError(Text::tr("Cannot read %1: %2").arg(printable(inputPath), input.errorString()));
    const std::optional<QByteArray> checked = digestOf(inputPath);
    QTemporaryFile verdicts;
    if (!checked || !verdicts.open())
        return ioError(Text::tr("Cannot read %1: %2").arg(printable(inputPath), input.errorString()));
    std::unique_ptr<SyncSession> session;
    std::unique_ptr<TeamAction> team;
    PaymentSource source;
    if (!parsed.server.isEmpty()) {
        team = std::make_unique<TeamAction>(io);
        if (const int opened = team->open(parsed); opened != ExitOk)
            return opened;
        // The desk's check comes first, for a clear message; the server refuses a Finance login anyway.
        if (const int refused = requireForCommand(io, team->store().access(), access::Permission::Refund,
                                                  QStringLiteral("refunds")))
            return refused;
        source = teamPayments(team.get());
    } else {
        session = std::make_unique<SyncSession>(io);
        if (const int opened = session->open(parsed); opened != ExitOk)
            return opened;
        source = vaultPayments(session.get());
    }
    ValidationPass pass;
    if (!validateFile(source, input, verdicts, pass))
        return ioError(Text::tr("Cannot read %1: %2").arg(printable(inputPath), input.errorString()));
    if (pass.rows == 0)
        return ioError(Text::tr("%1 holds no refund (a header line, then one refund a line).").arg(printable(inputPath)));
    const QHash<QString, QString> overRefunded = overRefundedPayments(pass);
    const bool refused = pass.problems > 0 || !overRefunded.isEmpty();
    // The file is read twice: it must be the one that was checked.
    if (!refused && digestOf(inputPath) != checked) {
        io.err() << Text::tr("%1 changed while it was being checked: nothing was sent.").arg(printable(inputPath))
                        << Qt::endl;
        return ExitValidation;
    }
    QSaveFile output(outputPath);
    if (!output.open(QIODevice::WriteOnly))
        return ioError(Text::tr("Cannot write %1.").arg(printable(outputPath)));
    int status = ExitValidation;
    int succeeded = 0;
    TeamTally tally;
    if (refused) {
        const std::optional<qint64> problems = writeRefusal(verdicts, output, overRefunded);
        if (!problems)
            return ioError(Text::tr("Cannot write %1.").arg(printable(outputPath)));
        pass.problems = *problems;
    } else {
        input.seek(0);
        status = team ? sendToTeam(*team, input, output, tally) : sendFile(*session, input, output, &succeeded);
        if (!output.commit())
            return ioError(Text::tr("Cannot write %1.").arg(printable(outputPath)));
    }
    QJsonObject object{{QStringLiteral("rows"), pass.rows},
                       {QStringLiteral("invalid"), pass.problems},
                       {QStringLiteral("succeeded"), team ? tally.done : succeeded},
                       {QStringLiteral("result_file"), outputPath}};
    if (team && !refused) {
        object.insert(QStringLiteral("recorded"), tally.recorded);
        object.insert(QStringLiteral("held_for_approval"), tally.held);
        object.insert(QStringLiteral("refused"), tally.refused);
    }
    io.report(parsed.json, object, summaryText(pass, team && !refused ? &tally : nullptr, succeeded, outputPath));
    return status;
}

} // namespace

CliCommand refundsCommand()
{
    return {QStringLiteral("refunds"), Text::tr("Bulk refunds from a CSV file, all validated before any is sent"),
            &runRefunds};
}

} // namespace dd::cli
