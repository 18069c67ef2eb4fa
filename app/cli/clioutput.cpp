#include "app/cli/clioutput.h"

#include "app/cli/exitstatus.h"

#include <QJsonDocument>

namespace dd::cli {

void CliOutput::report(bool json, const QJsonObject &object, const QString &text)
{
    if (json)
        printJson(object);
    else
        m_out << text << Qt::endl;
}

void CliOutput::printJson(const QJsonObject &object)
{
    m_out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact)) << Qt::endl;
}

void CliOutput::problem(const QString &text)
{
    m_err << text << Qt::endl;
}

int CliOutput::help(const QString &usage)
{
    m_out << usage << Qt::endl;
    return ExitOk;
}

int CliOutput::usageError(const QString &problem, const QString &usage)
{
    if (!problem.isEmpty())
        m_err << problem << '\n';
    m_err << usage << Qt::endl;
    return ExitUsage;
}

} // namespace dd::cli
