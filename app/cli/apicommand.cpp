#include "app/cli/apicommand.h"

#include "app/cli/commandline.h"
#include "core/domain/printable.h"
#include "core/gateway/answerwriter.h"
#include "core/gateway/directapiclient.h"
#include "core/gateway/requestreader.h"
#include "core/gateway/requestvalidator.h"
#include "core/sync/paymentoperations.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QProcessEnvironment>

#include <functional>

namespace dd::cli {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::cli::ApiCommand)
};

const QStringList &operations()
{
    static const QStringList names = {QStringLiteral("direct"), QStringLiteral("query"), QStringLiteral("capture"),
                                      QStringLiteral("cancel"), QStringLiteral("refund"), QStringLiteral("refund-cancel"),
                                      QStringLiteral("ewallets")};
    return names;
}

bool isCardKey(QStringView key)
{
    return key.startsWith(u"card_") || key.startsWith(u"network_token_") || key == u"token" || key == u"auto_capture";
}

bool isBankKey(QStringView key)
{
    return key.startsWith(u"bank_") || key == u"account_type";
}

// The parsed command line.
struct Invocation
{
    QString operation;
    QUrl baseUrl;
    SecretText integrationKey;
    QString bodyFile;
    QJsonObject fields;
    bool json = false;
    bool help = false;
    bool verbose = false;
    int timeoutMs = ConnectionSettings::DefaultTransferTimeoutMs;
};

// Output in either form, and the exit status that goes with it.
class Printer
{
public:
    Printer(CliOutput &io, bool json) : m_io(io), m_json(json) {}

    int failure(const GatewayError &error, const FieldProblems &warnings = {}) const;
    int usage(const QString &message, int status = ExitUsage) const;
    int success(const GatewayAnswer &answer, const FieldProblems &warnings) const;

private:
    void printPaymentText(const Payment &p) const;
    void printWarnings(const FieldProblems &warnings) const;
    CliOutput &m_io;
    bool m_json;
};

QString errorCode(const GatewayError &e)
{
    const GatewayError::Kind kind = e.kind == GatewayError::Kind::OutcomeUnknown ? e.cause : e.kind;
    switch (kind) {
    case GatewayError::Kind::Gateway: return e.code;
    case GatewayError::Kind::Http: return QString::number(e.httpStatus);
    case GatewayError::Kind::Transport: return transportFailureName(e.transport);
    case GatewayError::Kind::Malformed: return QStringLiteral("malformed");
    case GatewayError::Kind::Validation:
    case GatewayError::Kind::OutcomeUnknown: return {};
    }
    return {};
}

QJsonObject warningsObject(const FieldProblems &warnings)
{
    QJsonObject o;
    for (const FieldProblem &w : warnings)
        o.insert(w.field, w.message);
    return o;
}

void Printer::printWarnings(const FieldProblems &warnings) const
{
    for (const FieldProblem &w : warnings)
        m_io.err() << Text::tr("warning: %1: %2").arg(printable(w.field), printable(w.message)) << '\n';
    m_io.err().flush();
}

int Printer::failure(const GatewayError &e, const FieldProblems &warnings) const
{
    if (m_json) {
        QJsonObject error{{QStringLiteral("kind"), e.kindName()}, {QStringLiteral("code"), errorCode(e)},
                          {QStringLiteral("message"), e.message()}};
        QJsonObject fields;
        for (const FieldProblem &p : e.fields)
            if (p.isError())
                fields.insert(p.field, fields.contains(p.field) ? fields.value(p.field).toString() + u' ' + p.message : p.message);
        error.insert(u"fields", fields);
        if (e.kind == GatewayError::Kind::OutcomeUnknown)
            error.insert(u"reconcile", QJsonObject{{QStringLiteral("hash"), e.reconcileHash},
                                                   {QStringLiteral("merchant_payment_code"), e.reconcileMerchantPaymentCode},
                                                   {QStringLiteral("merchant_refund_code"), e.reconcileMerchantRefundCode}});
        QJsonObject out{{QStringLiteral("ok"), false}, {QStringLiteral("error"), error}};
        if (!warnings.isEmpty())
            out.insert(u"warnings", warningsObject(warnings));
        m_io.printJson(out);
    } else {
        printWarnings(warnings);
        m_io.err() << Text::tr("error (%1%2): %3")
                               .arg(e.kindName(), errorCode(e).isEmpty() ? QString() : u' ' + printable(errorCode(e)),
                                    printable(e.message()))
                        << '\n';
        if (e.kind == GatewayError::Kind::OutcomeUnknown) {
            const QString by = e.reconcileMerchantPaymentCode.isEmpty()
                                   ? QStringLiteral("--hash ") + e.reconcileHash
                                   : QStringLiteral("--merchant_payment_code ") + e.reconcileMerchantPaymentCode;
            m_io.err() << Text::tr("Reconcile with: directdesk-cli api query %1").arg(printable(by)) << '\n';
        }
        m_io.err().flush();
    }
    return exitStatusFor(e);
}

int Printer::usage(const QString &message, int status) const
{
    if (m_json) {
        const QString kind = status == ExitIo ? QStringLiteral("io") : QStringLiteral("usage");
        m_io.printJson({{QStringLiteral("ok"), false},
                   {QStringLiteral("error"), QJsonObject{{QStringLiteral("kind"), kind}, {QStringLiteral("code"), QString()},
                                                         {QStringLiteral("message"), message},
                                                         {QStringLiteral("fields"), QJsonObject()}}}});
    } else {
        m_io.err() << message << '\n';
        m_io.err().flush();
    }
    return status;
}

void Printer::printPaymentText(const Payment &p) const
{
    // Every value is the gateway's: escaped so that no answer can move the cursor or recolour the terminal.
    const auto safe = [](const QString &text) { return printable(text); };
    QTextStream &out = m_io.out();
    out << Text::tr("Payment %1").arg(safe(p.hash)) << '\n';
    out << "  merchant_payment_code: " << safe(p.merchantPaymentCode) << '\n';
    out << "  status: " << paymentStatusCode(p.status) << " (" << paymentStatusName(p.status) << ")\n";
    out << "  amount: " << p.amountExt.toDecimalString() << ' ' << safe(p.currencyExt) << '\n';
    out << "  payment_type_code: " << safe(p.paymentTypeCode) << '\n';
    if (p.transactionStatus)
        out << "  transaction_status: " << safe(p.transactionStatus->code) << " - " << safe(p.transactionStatus->description)
            << '\n';
    if (p.status == PaymentStatus::Pending && p.preApproved)
        out << "  capture_available: " << (p.captureAvailable.value_or(false) ? "true" : "false") << '\n';
    const QList<QPair<const char *, QString>> links = {{"redirect_url", p.redirectUrl}, {"spei_url", p.speiUrl},
                                                      {"clabe_account", p.clabeAccount}, {"clabe_reference", p.clabeReference},
                                                      {"boleto_url", p.boletoUrl}, {"oxxo_url", p.oxxoUrl}, {"pin", p.pin}};
    for (const auto &link : links)
        if (!link.second.isEmpty())
            out << "  " << link.first << ": " << safe(link.second) << '\n';
    for (const Refund &r : p.refunds)
        out << "  refund " << safe(r.id) << ": " << refundStatusCode(r.status) << ' ' << r.amount.toDecimalString() << ' '
            << safe(p.currencyExt)
            << (r.merchantRefundCode.isEmpty() ? QString() : QStringLiteral(" (") + safe(r.merchantRefundCode) + u')') << '\n';
    if (p.chargeback)
        out << "  chargeback: " << safe(QString::fromUtf8(QJsonDocument(p.chargeback->fields).toJson(QJsonDocument::Compact)))
            << '\n';
}

int Printer::success(const GatewayAnswer &answer, const FieldProblems &warnings) const
{
    if (m_json) {
        QJsonObject out{{QStringLiteral("ok"), true}};
        if (answer.payment)
            out.insert(u"payment", AnswerWriter::payment(*answer.payment));
        if (answer.refund)
            out.insert(u"refund", AnswerWriter::refund(*answer.refund));
        if (!answer.payment) {
            QJsonArray wallets;
            for (const EWallet &w : answer.eWallets)
                wallets.append(AnswerWriter::eWallet(w));
            out.insert(u"ewallets", wallets);
        }
        if (!warnings.isEmpty())
            out.insert(u"warnings", warningsObject(warnings));
        m_io.printJson(out);
        return ExitOk;
    }
    printWarnings(warnings);
    if (answer.payment)
        printPaymentText(*answer.payment);
    if (answer.refund)
        m_io.out() << Text::tr("Refund %1: %2 %3").arg(printable(answer.refund->id), refundStatusCode(answer.refund->status),
                                                            answer.refund->amount.toDecimalString())
                         << '\n';
    for (const EWallet &w : answer.eWallets)
        m_io.out() << printable(w.code) << '\t' << printable(w.name) << '\t' << printable(w.iconUrl) << '\n';
    m_io.out().flush();
    return ExitOk;
}

QString usageText()
{
    return Text::tr("Usage: directdesk-cli api <direct|query|capture|cancel|refund|refund-cancel|ewallets>\n"
                    "         --base-url URL --integration-key KEY [--field value ...] [--body FILE.json]\n"
                    "         [--json] [--timeout SECONDS] [--verbose]\n"
                    "Fields use the API's names, e.g. --hash, --merchant_payment_code, --amount, --card_number.\n"
                    "The key may also come from the environment variable DIRECTDESK_INTEGRATION_KEY.");
}

// The names of the request fields on the command line (`--hash`, `--card_number`, …): every
// `--name` that is not one of the console's own options. The word after one is its value, even
// when it starts with a dash (`--amount -1` is refused by the validator, not by the parser).
QStringList fieldOptions(const QStringList &args, const QStringList &ownValues, const QStringList &ownFlags)
{
    QStringList fields;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        if (!arg.startsWith(u"--") || arg.size() == 2 || arg.at(2) == u'-')
            continue;
        const QString option = arg.section(u'=', 0, 0);
        if (option.size() == 2 || ownFlags.contains(option) || option == u"--help")
            continue;
        if (!ownValues.contains(option) && !fields.contains(option))
            fields.append(option);
        if (!arg.contains(u'='))
            ++i;
    }
    return fields;
}

// Returns an error message, or an empty string when the command line was understood.
QString parse(const QStringList &args, Invocation &inv)
{
    if (args.isEmpty())
        return usageText();
    inv.operation = args.front();
    if (inv.operation == u"--help" || inv.operation == u"-h") {
        inv.help = true;
        return {};
    }
    if (!operations().contains(inv.operation))
        return Text::tr("Unknown operation: %1").arg(inv.operation) + u'\n' + usageText();
    const QStringList ownValues{QStringLiteral("--base-url"), QStringLiteral("--integration-key"), QStringLiteral("--body"),
                                QStringLiteral("--timeout")};
    const QStringList ownFlags{QStringLiteral("--json"), QStringLiteral("--verbose")};
    const QStringList rest = args.mid(1);
    const QStringList fields = fieldOptions(rest, ownValues, ownFlags);
    const CommandLine line = parseCommandLine(rest, CommandLineRules{ownValues + fields, ownFlags, false, false});
    inv.json = line.flags.contains(QStringLiteral("--json"));
    inv.verbose = line.flags.contains(QStringLiteral("--verbose"));
    inv.help = line.help;
    if (!line.problem.isEmpty())
        return line.problem;
    inv.baseUrl = QUrl(line.value(QStringLiteral("--base-url")));
    if (line.values.contains(QStringLiteral("--integration-key")))
        inv.integrationKey = SecretText(line.value(QStringLiteral("--integration-key")));
    inv.bodyFile = line.value(QStringLiteral("--body"));
    if (line.values.contains(QStringLiteral("--timeout"))) {
        bool ok = false;
        const int seconds = line.value(QStringLiteral("--timeout")).toInt(&ok);
        if (!ok || seconds <= 0)
            return Text::tr("--timeout takes a whole number of seconds.");
        inv.timeoutMs = seconds * 1000;
    }
    for (const QString &field : line.order) {
        if (fields.contains(field))
            setApiField(inv.fields, inv.operation, field.mid(2).replace(u'-', u'_'), line.value(field));
    }
    return {};
}

void mergeInto(QJsonObject &target, const QJsonObject &source)
{
    for (auto it = source.begin(); it != source.end(); ++it) {
        if (it.value().isObject() && target.value(it.key()).isObject()) {
            QJsonObject nested = target.value(it.key()).toObject();
            mergeInto(nested, it.value().toObject());
            target.insert(it.key(), nested);
        } else {
            target.insert(it.key(), it.value());
        }
    }
}

// Looks the payment up first: the rules for capture, cancel, refund and refund cancel depend on
// its current state.
Result<Payment, GatewayError> lookUp(DirectApiClient &client, const QString &hash, const QString &merchantCode)
{
    if (hash.isEmpty() && merchantCode.isEmpty())
        return GatewayError::validation({{QStringLiteral("hash"), Text::tr("Give the payment's hash or merchant_payment_code."),
                                          FieldProblem::Severity::Error}});
    const GatewayResult found = DirectApiClient::wait(client.query({hash, hash.isEmpty() ? merchantCode : QString()}));
    if (!found)
        return found.error();
    return *found->payment;
}

// Sends one operation; returns the call's result plus the validator's warnings.
GatewayResult send(DirectApiClient &client, const QString &op, const QJsonObject &body, FieldProblems &warnings)
{
    const auto refuseIf = [](const FieldProblems &problems) -> std::optional<GatewayError> {
        if (hasErrors(problems))
            return GatewayError::validation(problems);
        return std::nullopt;
    };
    if (op == u"direct") {
        auto read = RequestReader::direct(body);
        if (auto e = refuseIf(read.problems))
            return *e;
        warnings = warningsOnly(RequestValidator::direct(read.request, QDateTime::currentDateTimeUtc()));
        return DirectApiClient::wait(client.createPayment(PaymentOperations::withMerchantPaymentCode(std::move(read.request))));
    }
    if (op == u"query")
        return DirectApiClient::wait(client.query(RequestReader::query(body).request));
    if (op == u"ewallets")
        return DirectApiClient::wait(client.availableEWallets(RequestReader::eWallets(body).request));
    if (op == u"cancel") {
        auto read = RequestReader::cancel(body);
        if (auto e = refuseIf(RequestValidator::query({read.request.hash, QString()})))
            return *e;
        auto payment = lookUp(client, read.request.hash, QString());
        if (!payment)
            return payment.error();
        read.request.payment = *payment;
        return DirectApiClient::wait(client.cancel(read.request));
    }
    if (op == u"capture") {
        auto read = RequestReader::capture(body);
        // Everything that does not need the payment is checked before it is looked up: locally
        // invalid input puts nothing on the wire, not even the query.
        if (auto e = refuseIf(read.problems + RequestValidator::captureFields(read.request)))
            return *e;
        auto payment = lookUp(client, read.request.hash, read.request.merchantPaymentCode);
        if (!payment)
            return payment.error();
        if (read.request.amount)
            read.request.amount = RequestReader::withCurrency(*read.request.amount, payment->currencyExt);
        read.request.payment = *payment;
        return DirectApiClient::wait(client.capture(PaymentOperations::withMerchantCaptureCode(std::move(read.request))));
    }
    if (op == u"refund") {
        auto read = RequestReader::refund(body);
        if (auto e = refuseIf(read.problems + RequestValidator::refundFields(read.request)))
            return *e;
        auto payment = lookUp(client, read.request.hash, read.request.merchantPaymentCode);
        if (!payment)
            return payment.error();
        read.request.amount = RequestReader::withCurrency(read.request.amount, payment->currencyExt);
        read.request.payment = *payment;
        warnings = warningsOnly(RequestValidator::refund(read.request));
        // Without --merchant_refund_code the refund still gets one, so a timeout can be resolved by it.
        return DirectApiClient::wait(client.refund(PaymentOperations::withMerchantRefundCode(std::move(read.request))));
    }
    // refund-cancel: the refund's payment is named by --hash or --merchant_payment_code.
    auto read = RequestReader::refundCancel(body);
    auto payment = lookUp(client, AnswerParser::scalarText(body.value(u"hash")),
                          AnswerParser::scalarText(body.value(u"merchant_payment_code")));
    if (!payment)
        return payment.error();
    read.request.payment = *payment;
    return DirectApiClient::wait(client.cancelRefund(read.request));
}

int run(const QStringList &arguments, CliOutput &io)
{
    Invocation inv;
    const QString problem = parse(arguments, inv);
    const Printer printer(io, inv.json || arguments.contains(QStringLiteral("--json")));
    if (!problem.isEmpty())
        return printer.usage(problem);
    if (inv.help) {
        io.out() << usageText() << '\n';
        io.out().flush();
        return ExitOk;
    }
    // The request log (secrets masked) goes to stderr only when asked for.
    if (!inv.verbose)
        QLoggingCategory::setFilterRules(QStringLiteral("dd.gateway.debug=false\ndd.gateway.info=false"));
    if (inv.integrationKey.isEmpty())
        inv.integrationKey = SecretText(QProcessEnvironment::systemEnvironment().value(QStringLiteral("DIRECTDESK_INTEGRATION_KEY")));
    if (inv.baseUrl.isEmpty())
        return printer.usage(Text::tr("Give the gateway's address with --base-url."));
    if (inv.integrationKey.isEmpty())
        return printer.usage(Text::tr("Give the integration key with --integration-key or DIRECTDESK_INTEGRATION_KEY."));

    QJsonObject body;
    if (!inv.bodyFile.isEmpty()) {
        QFile file(inv.bodyFile);
        if (!file.open(QIODevice::ReadOnly))
            return printer.usage(Text::tr("Cannot read %1: %2").arg(inv.bodyFile, file.errorString()), ExitIo);
        QByteArray bytes = file.readAll();
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
        wipeBytes(bytes);
        if (!doc.isObject())
            return printer.usage(Text::tr("%1 is not a JSON object: %2").arg(inv.bodyFile, error.errorString()), ExitIo);
        body = doc.object();
    }
    mergeInto(body, inv.fields);

    ConnectionSettings settings;
    settings.baseUrl = inv.baseUrl;
    settings.transferTimeoutMs = inv.timeoutMs;
    QNetworkAccessManager network;
    DirectApiClient client(&network, settings, std::make_shared<IntegrationKeyAuthenticator>(inv.integrationKey));
    inv.integrationKey.wipe();
    FieldProblems warnings;
    const GatewayResult result = send(client, inv.operation, body, warnings);
    if (!result)
        return printer.failure(result.error(), warnings);
    return printer.success(*result, warnings);
}

} // namespace

void setApiField(QJsonObject &body, const QString &operation, const QString &field, const QString &value)
{
    QStringList path = field.split(u'.');
    if (path.size() == 1) {
        if (operation == u"direct" && field != u"mode")
            path = isCardKey(field) ? QStringList{QStringLiteral("payment"), QStringLiteral("card"), field}
                                    : QStringList{QStringLiteral("payment"), field};
        else if (operation == u"refund" && isBankKey(field))
            path = QStringList{QStringLiteral("bank_info"), field};
    }
    // Insert along the path, creating objects as needed.
    std::function<void(QJsonObject &, qsizetype)> put = [&](QJsonObject &object, qsizetype i) {
        if (i == path.size() - 1) {
            object.insert(path.at(i), value);
            return;
        }
        QJsonObject child = object.value(path.at(i)).toObject();
        put(child, i + 1);
        object.insert(path.at(i), child);
    };
    put(body, 0);
}

CliCommand apiCommand()
{
    return {QStringLiteral("api"),
            QCoreApplication::translate("directdesk-cli", "Send one Direct API request (direct, query, capture, cancel, refund, refund-cancel, ewallets)"),
            &run};
}

} // namespace dd::cli
