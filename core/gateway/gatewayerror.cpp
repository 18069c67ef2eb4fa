#include "core/gateway/gatewayerror.h"

#include <QCoreApplication>

namespace dd {

bool hasErrors(const FieldProblems &problems)
{
    for (const FieldProblem &p : problems)
        if (p.isError())
            return true;
    return false;
}

FieldProblems errorsOnly(const FieldProblems &problems)
{
    FieldProblems out;
    for (const FieldProblem &p : problems)
        if (p.isError())
            out.append(p);
    return out;
}

FieldProblems warningsOnly(const FieldProblems &problems)
{
    FieldProblems out;
    for (const FieldProblem &p : problems)
        if (!p.isError())
            out.append(p);
    return out;
}

GatewayError GatewayError::validation(FieldProblems problems)
{
    GatewayError e;
    e.kind = Kind::Validation;
    e.fields = std::move(problems);
    return e;
}

GatewayError GatewayError::gateway(QString code, QString message)
{
    GatewayError e;
    e.kind = Kind::Gateway;
    e.code = std::move(code);
    e.gatewayMessage = std::move(message);
    return e;
}

GatewayError GatewayError::http(int status, QString detail)
{
    GatewayError e;
    e.kind = Kind::Http;
    e.httpStatus = status;
    e.detail = std::move(detail);
    return e;
}

GatewayError GatewayError::transportFailure(TransportFailure failure, QString detail)
{
    GatewayError e;
    e.kind = Kind::Transport;
    e.transport = failure;
    e.detail = std::move(detail);
    return e;
}

GatewayError GatewayError::malformed(QString detail)
{
    GatewayError e;
    e.kind = Kind::Malformed;
    e.detail = std::move(detail);
    return e;
}

GatewayError GatewayError::outcomeUnknown(const GatewayError &cause)
{
    GatewayError e = cause;
    e.cause = cause.kind;
    e.kind = Kind::OutcomeUnknown;
    return e;
}

QString GatewayError::kindName() const
{
    switch (kind) {
    case Kind::Validation: return QStringLiteral("validation");
    case Kind::Gateway: return QStringLiteral("gateway");
    case Kind::Http: return QStringLiteral("http");
    case Kind::Transport: return QStringLiteral("transport");
    case Kind::Malformed: return QStringLiteral("malformed");
    case Kind::OutcomeUnknown: return QStringLiteral("outcome_unknown");
    }
    return {};
}

QString transportFailureName(TransportFailure failure)
{
    switch (failure) {
    case TransportFailure::None: return {};
    case TransportFailure::Timeout: return QStringLiteral("timeout");
    case TransportFailure::Refused: return QStringLiteral("refused");
    case TransportFailure::HostNotFound: return QStringLiteral("host_not_found");
    case TransportFailure::Reset: return QStringLiteral("reset");
    case TransportFailure::Tls: return QStringLiteral("tls");
    case TransportFailure::Other: return QStringLiteral("other");
    }
    return {};
}

namespace {

QString transportMessage(TransportFailure failure)
{
    switch (failure) {
    case TransportFailure::Timeout: return QCoreApplication::translate("dd::GatewayError", "The gateway did not answer in time.");
    case TransportFailure::Refused: return QCoreApplication::translate("dd::GatewayError", "The gateway refused the connection. Check the base address.");
    case TransportFailure::HostNotFound: return QCoreApplication::translate("dd::GatewayError", "The gateway's address could not be found. Check the base address and the network.");
    case TransportFailure::Reset: return QCoreApplication::translate("dd::GatewayError", "The connection to the gateway was closed before the answer arrived.");
    case TransportFailure::Tls: return QCoreApplication::translate("dd::GatewayError", "The gateway's certificate could not be verified; nothing was sent.");
    case TransportFailure::None:
    case TransportFailure::Other: return QCoreApplication::translate("dd::GatewayError", "The gateway could not be reached.");
    }
    return {};
}

QString causeMessage(const GatewayError &e)
{
    switch (e.cause) {
    case GatewayError::Kind::Http: return QCoreApplication::translate("dd::GatewayError", "The gateway answered with HTTP status %1.").arg(e.httpStatus);
    case GatewayError::Kind::Malformed: return QCoreApplication::translate("dd::GatewayError", "The gateway's answer could not be read.");
    case GatewayError::Kind::Transport: return transportMessage(e.transport);
    case GatewayError::Kind::Validation:
    case GatewayError::Kind::Gateway:
    case GatewayError::Kind::OutcomeUnknown: return {};
    }
    return {};
}

} // namespace

QString GatewayError::sentences() const
{
    if (kind != Kind::Validation)
        return message();
    QStringList texts;
    for (const FieldProblem &problem : fields) {
        if (problem.isError())
            texts.append(problem.message);
    }
    return texts.isEmpty() ? message() : texts.join(u' ');
}

QString GatewayError::message() const
{
    switch (kind) {
    case Kind::Validation: {
        QString text = QCoreApplication::translate("dd::GatewayError", "The request was not sent because some fields need attention.");
        for (const FieldProblem &p : fields)
            if (p.isError())
                text += u'\n' + p.field + QStringLiteral(": ") + p.message;
        return text;
    }
    case Kind::Gateway: {
        const QString what = gatewayMessage.isEmpty() ? QCoreApplication::translate("dd::GatewayError", "The gateway refused the request without saying why.")
                                                      : QCoreApplication::translate("dd::GatewayError", "The gateway refused the request: %1").arg(gatewayMessage);
        return code.isEmpty() ? what : what + QStringLiteral(" (") + code + u')';
    }
    case Kind::Http: return QCoreApplication::translate("dd::GatewayError", "The gateway answered with HTTP status %1.").arg(httpStatus);
    case Kind::Transport: return transportMessage(transport);
    case Kind::Malformed: return QCoreApplication::translate("dd::GatewayError", "The gateway's answer could not be read.");
    case Kind::OutcomeUnknown:
        return causeMessage(*this) + u' '
               + QCoreApplication::translate("dd::GatewayError", "The request may or may not have taken effect. Do not send it again: look the payment up first, "
                    "by its merchant code, to learn what happened.");
    }
    return {};
}

} // namespace dd
