// `refunds --from-csv FILE`: bulk refunds, streamed. A first pass reads the file one line at a
// time, queries each payment once and validates every refund (rows for the same payment together:
// their sum must fit in what is left to refund), writing each row's verdict to a temporary file;
// one problem anywhere and nothing is sent. Only then does a second pass read the file again and
// send each refund through PaymentOperations (intent first), writing its outcome to the result CSV.
// Memory is bounded by one line, a few numbers per distinct payment and the refund codes seen,
// whatever the number of rows.
#include "app/cli/bulkrefundcommand.h"
#include "app/cli/syncsession.h"
#include "core/domain/printable.h"
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
};

const QByteArray ResultHeader = QByteArrayLiteral("line,hash,amount,merchant_refund_code,result,refund_id,refund_status,problem\n");

QByteArray resultText(const ResultLine &r)
{
    using RefundCsv::quoted;
    return (QString::number(r.line) + u',' + quoted(r.hash) + u',' + quoted(r.amount) + u',' + quoted(r.merchantRefundCode)
            + u',' + quoted(r.result) + u',' + quoted(r.refundId) + u',' + quoted(r.refundStatus) + u',' + quoted(r.problem)
            + u'\n')
        .toUtf8();
}

ResultLine resultOf(const QStringList &fields)
{
    return ResultLine{fields.value(0).toInt(), fields.value(1), fields.value(2), fields.value(3), fields.value(4),
                      fields.value(5),         fields.value(6), fields.value(7)};
}

std::optional<QByteArray> digestOf(const QString &path)
{
    QFile file(path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!file.open(QIODevice::ReadOnly) || !hash.addData(&file))
        return std::nullopt;
    return hash.result();
}

// The payment as the cache has it (written there by an earlier look-up), else queried now.
std::optional<Payment> currentPayment(SyncSession &session, const QString &hash, GatewayError *error = nullptr)
{
    if (std::optional<Payment> cached = session.operations().cachedPayment(hash))
        return cached;
    const GatewayResult found = SyncSession::wait(session.operations().lookUp(hash));
    if (found && found->payment)
        return *found->payment;
    if (error)
        *error = found ? GatewayError::malformed(QStringLiteral("no payment")) : found.error();
    return std::nullopt;
}

// The payment queried once for the first row naming it (later rows read it from the cache).
std::optional<Payment> paymentFor(SyncSession &session, ValidationPass &pass, const QString &hash, QString *problem)
{
    const auto known = pass.payments.constFind(hash);
    if (known != pass.payments.constEnd()) {
        *problem = known->lookUpProblem;
        return known->lookUpProblem.isEmpty() ? currentPayment(session, hash) : std::nullopt;
    }
    const GatewayResult found = SyncSession::wait(session.operations().lookUp(hash));
    PaymentTally tally;
    if (!found || !found->payment) {
        const GatewayError e = found ? GatewayError::malformed(QStringLiteral("no payment")) : found.error();
        tally.lookUpProblem = Text::tr("payment could not be queried: %1").arg(e.kindName() + u' ' + printable(e.code));
    } else {
        tally.remaining = found->payment->remainingRefundable().hundredths();
        tally.currency = found->payment->currencyExt;
    }
    pass.payments.insert(hash, tally);
    *problem = tally.lookUpProblem;
    if (!found || !found->payment)
        return std::nullopt;
    return *found->payment;
}

// The problem with one row (empty when it may be sent); a valid row's amount is added to its payment.
QString validateRow(SyncSession &session, ValidationPass &pass, const RefundCsvRow &row)
{
    if (!row.problem.isEmpty())
        return row.problem;
    if (!NotificationImport::looksLikeHash(row.hash))
        return Text::tr("not a payment hash");
    if (!row.merchantRefundCode.isEmpty() && pass.refundCodes.contains(row.merchantRefundCode))
        return Text::tr("merchant_refund_code used twice in the file");
    if (session.operations().hasUnresolvedIntent(row.hash))
        return Text::tr("an earlier action on this payment has an unknown outcome");
    QString problem;
    const std::optional<Payment> payment = paymentFor(session, pass, row.hash, &problem);
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
bool validateFile(SyncSession &session, QFile &input, QIODevice &verdicts, ValidationPass &pass)
{
    RefundCsvReader reader(&input);
    while (const std::optional<RefundCsvRow> row = reader.next()) {
        ++pass.rows;
        const QString problem = validateRow(session, pass, *row);
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

int runRefunds(const QStringList &arguments, CliOutput &io)
{
    const QString usage =
        Text::tr("Usage: directdesk-cli refunds --vault PATH --from-csv FILE [--result FILE] [--json]\n"
                 "FILE: a header line, then hash,amount,description[,merchant_refund_code] per line.\n"
                 "Every refund is validated (payment queried) before any is sent; one problem and none is sent (exit 3).\n"
                 "The result CSV (default FILE.result.csv) has one line per refund with its outcome.\n");
    const CommandLine parsed =
        parseCommandLine(arguments, {QStringLiteral("--from-csv"), QStringLiteral("--result")}, {});
    if (parsed.help)
        return io.help(usage);
    if (!parsed.problem.isEmpty() || parsed.values.value(QStringLiteral("--from-csv")).isEmpty())
        return io.usageError(parsed.problem.isEmpty() ? Text::tr("--from-csv FILE is required.") : parsed.problem, usage);
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
    SyncSession session(io);
    if (const int opened = session.open(parsed); opened != ExitOk)
        return opened;
    ValidationPass pass;
    if (!validateFile(session, input, verdicts, pass))
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
    if (refused) {
        const std::optional<qint64> problems = writeRefusal(verdicts, output, overRefunded);
        if (!problems)
            return ioError(Text::tr("Cannot write %1.").arg(printable(outputPath)));
        pass.problems = *problems;
    } else {
        input.seek(0);
        status = sendFile(session, input, output, &succeeded);
        if (!output.commit())
            return ioError(Text::tr("Cannot write %1.").arg(printable(outputPath)));
    }
    io.report(parsed.json,
           QJsonObject{{QStringLiteral("rows"), pass.rows},
                       {QStringLiteral("invalid"), pass.problems},
                       {QStringLiteral("succeeded"), succeeded},
                       {QStringLiteral("result_file"), outputPath}},
           pass.problems > 0 ? Text::tr("%1 of %2 refund(s) have a problem: none was sent. See %3.")
                                   .arg(pass.problems)
                                   .arg(pass.rows)
                                   .arg(printable(outputPath))
                             : Text::tr("%1 of %2 refund(s) requested. See %3.")
                                   .arg(succeeded)
                                   .arg(pass.rows)
                                   .arg(printable(outputPath)));
    return status;
}

} // namespace

CliCommand refundsCommand()
{
    return {QStringLiteral("refunds"), Text::tr("Bulk refunds from a CSV file, all validated before any is sent"),
            &runRefunds};
}

} // namespace dd::cli
