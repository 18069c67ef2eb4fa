// `refunds --from-csv FILE`: bulk refunds. Every row is read, its payment queried and the refund
// validated before any refund is sent (rows for the same payment together: their sum must fit in
// what is left to refund); one problem anywhere and nothing is sent. Each refund then
// goes through PaymentOperations (intent first) and its outcome is written to a result CSV.
#include "app/cli/synccommands.h"
#include "app/cli/syncsession.h"
#include "core/gateway/requestvalidator.h"
#include "core/sync/notificationimport.h"
#include "core/sync/paymentoperations.h"
#include "core/sync/refundcsv.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QSaveFile>
#include <QSet>

namespace dd::cli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::BulkRefunds)
};

struct Row
{
    int line = 0;
    QString hash;
    QString amount;
    QString description;
    QString merchantRefundCode;
    std::optional<RefundRequest> request;
    std::optional<Payment> payment;
    QString problem;
    QString result;
    QString refundId;
    QString refundStatus;
};

// Rows of `hash,amount,description[,merchant_refund_code]` after a header line (RefundCsv).
Result<QList<Row>, QString> readRows(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Text::tr("Cannot read %1: %2").arg(path, file.errorString());
    QList<Row> rows;
    for (const RefundCsvRow &read : RefundCsv::parse(file.readAll())) {
        Row row;
        row.line = read.line;
        row.hash = read.hash;
        row.amount = read.amount;
        row.description = read.description;
        row.merchantRefundCode = read.merchantRefundCode;
        row.problem = read.problem;
        rows.append(row);
    }
    if (rows.isEmpty())
        return Text::tr("%1 holds no refund (a header line, then one refund a line).").arg(path);
    return rows;
}

// Rows for the same payment are refunds of one remaining amount: their sum must fit in it, or
// every one of them is refused (each row alone may fit).
void checkTotalsPerPayment(QList<Row> &rows)
{
    QHash<QString, qint64> requested;
    for (const Row &row : rows)
        if (row.request)
            requested[row.hash] += row.request->amount.hundredths();
    for (Row &row : rows) {
        if (!row.request)
            continue;
        const Money remaining = row.payment->remainingRefundable();
        const qint64 total = requested.value(row.hash);
        if (total <= remaining.hundredths())
            continue;
        row.problem = Text::tr("the rows for this payment add up to %1 %3, more than the %2 %3 left to refund")
                          .arg(Money(total, remaining.currency()).toDecimalString(), remaining.toDecimalString(),
                               row.payment->currencyExt);
        row.request.reset();
    }
}

void validate(SyncSession &session, QList<Row> &rows)
{
    QSet<QString> codes;
    QHash<QString, Payment> queried;
    for (Row &row : rows) {
        if (!row.problem.isEmpty())
            continue;
        if (!NotificationImport::looksLikeHash(row.hash)) {
            row.problem = Text::tr("not a payment hash");
            continue;
        }
        if (!row.merchantRefundCode.isEmpty() && codes.contains(row.merchantRefundCode)) {
            row.problem = Text::tr("merchant_refund_code used twice in the file");
            continue;
        }
        codes.insert(row.merchantRefundCode);
        if (session.operations().hasUnresolvedIntent(row.hash)) {
            row.problem = Text::tr("an earlier action on this payment has an unknown outcome");
            continue;
        }
        if (!queried.contains(row.hash)) {   // a payment named on several rows is queried once
            const GatewayResult found = SyncSession::wait(session.operations().lookUp(row.hash));
            if (!found || !found->payment) {
                row.problem = Text::tr("payment could not be queried: %1").arg(found ? QString() : found.error().kindName() + u' ' + found.error().code);
                continue;
            }
            queried.insert(row.hash, *found->payment);
        }
        row.payment = queried.value(row.hash);
        const auto amount = Money::parse(row.amount, row.payment->currencyExt);
        if (!amount) {
            row.problem = Text::tr("not an amount: %1 (%2)").arg(row.amount, amountErrorText(amount.error()));
            continue;
        }
        RefundRequest request;
        request.hash = row.hash;
        request.amount = *amount;
        request.description = row.description;
        request.merchantRefundCode = row.merchantRefundCode;
        request.payment = row.payment;
        QStringList errors;
        for (const FieldProblem &problem : RequestValidator::refund(request))
            if (problem.isError())
                errors.append(problem.field + u": " + problem.message);
        if (!errors.isEmpty())
            row.problem = errors.join(QStringLiteral("; "));
        else
            row.request = request;
    }
    checkTotalsPerPayment(rows);
}

bool writeResults(const QString &path, const QList<Row> &rows)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    QString text = QStringLiteral("line,hash,amount,merchant_refund_code,result,refund_id,refund_status,problem\n");
    for (const Row &row : rows)
        text += QString::number(row.line) + u',' + RefundCsv::quoted(row.hash) + u',' + RefundCsv::quoted(row.amount) + u','
                + RefundCsv::quoted(row.merchantRefundCode) + u',' + RefundCsv::quoted(row.result) + u',' + RefundCsv::quoted(row.refundId)
                + u',' + RefundCsv::quoted(row.refundStatus) + u',' + RefundCsv::quoted(row.problem) + u'\n';
    file.write(text.toUtf8());
    return file.commit();
}

int runRefunds(const QStringList &arguments)
{
    const QString usage =
        Text::tr("Usage: directdesk-cli refunds --vault PATH --from-csv FILE [--result FILE] [--json]\n"
                 "FILE: a header line, then hash,amount,description[,merchant_refund_code] per line.\n"
                 "Every refund is validated (payment queried) before any is sent; one problem and none is sent (exit 3).\n"
                 "The result CSV (default FILE.result.csv) has one line per refund with its outcome.\n");
    const SyncArguments parsed =
        parseSyncArguments(arguments, {QStringLiteral("--from-csv"), QStringLiteral("--result")}, {});
    if (parsed.help)
        return standardOutput() << usage << Qt::endl, int(ExitOk);
    if (!parsed.problem.isEmpty() || parsed.values.value(QStringLiteral("--from-csv")).isEmpty())
        return usageError(parsed.problem.isEmpty() ? Text::tr("--from-csv FILE is required.") : parsed.problem, usage);
    const QString input = parsed.values.value(QStringLiteral("--from-csv"));
    const QString output = parsed.values.value(QStringLiteral("--result"), input + QStringLiteral(".result.csv"));
    auto read = readRows(input);
    if (!read) {
        standardError() << read.error() << Qt::endl;
        return ExitIo;
    }
    QList<Row> rows = std::move(read).value();
    SyncSession session;
    if (const int opened = session.open(parsed); opened != ExitOk)
        return opened;
    validate(session, rows);
    int problems = 0;
    for (Row &row : rows)
        if (!row.problem.isEmpty()) {
            ++problems;
            row.result = QStringLiteral("not_sent");
        }
    int status = ExitOk;
    int succeeded = 0;
    if (problems > 0) {
        for (Row &row : rows)
            row.result = QStringLiteral("not_sent");
        status = ExitValidation;
    } else {
        for (Row &row : rows) {
            // An earlier row may have refunded the same payment: act on the payment as it is now.
            const Payment payment = session.operations().cachedPayment(row.hash).value_or(*row.payment);
            row.request->payment = payment;
            const GatewayResult result = SyncSession::wait(session.operations().refund(payment, *row.request));
            if (result) {
                ++succeeded;
                row.result = QStringLiteral("SUCCESS");
                if (result->refund) {
                    row.refundId = result->refund->id;
                    row.refundStatus = refundStatusCode(result->refund->status);
                    row.merchantRefundCode = result->refund->merchantRefundCode;
                }
            } else {
                row.result = result.error().kindName();
                row.problem = result.error().code;
                const int failed = exitStatusFor(result.error());
                status = status == ExitOutcomeUnknown ? status : failed;
            }
        }
    }
    if (!writeResults(output, rows)) {
        standardError() << Text::tr("Cannot write %1.").arg(output) << Qt::endl;
        return ExitIo;
    }
    report(parsed.json,
           QJsonObject{{QStringLiteral("rows"), int(rows.size())},
                       {QStringLiteral("invalid"), problems},
                       {QStringLiteral("succeeded"), succeeded},
                       {QStringLiteral("result_file"), output}},
           problems > 0 ? Text::tr("%1 of %2 refund(s) have a problem: none was sent. See %3.").arg(problems).arg(rows.size()).arg(output)
                        : Text::tr("%1 of %2 refund(s) requested. See %3.").arg(succeeded).arg(rows.size()).arg(output));
    return status;
}

} // namespace

CliCommand refundsCommand()
{
    return {QStringLiteral("refunds"), Text::tr("Bulk refunds from a CSV file, all validated before any is sent"),
            &runRefunds};
}

} // namespace dd::cli
