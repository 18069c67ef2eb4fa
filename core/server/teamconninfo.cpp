#include "core/server/teamconninfo.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace dd::server {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(dd::server::TeamServerFields)
};

std::optional<QString> hostProblem(const QString &host)
{
    if (host.trimmed().isEmpty())
        return Text::tr("Enter the team server's host name or address.");
    // A comma would make libpq try a list of servers, a space is never part of a name.
    const bool oneName = std::none_of(host.cbegin(), host.cend(), [](QChar c) { return c.isSpace() || c == u','; });
    if (!oneName)
        return Text::tr("The host is one name or address, without spaces or commas.");
    return std::nullopt;
}

std::optional<QString> portProblem(const QString &port)
{
    if (port.trimmed().isEmpty())
        return Text::tr("Enter the server's port (%1 unless the administrator gave another).")
            .arg(QString::fromLatin1(TeamServerFields::DefaultPort));
    bool number = false;
    const int value = port.trimmed().toInt(&number);
    if (!number || value < 1 || value > 65535)
        return Text::tr("The port is a number from 1 to 65535.");
    return std::nullopt;
}

std::optional<QString> caFileProblem(const QString &caFile)
{
    if (caFile.isEmpty())
        return std::nullopt;
    const QFileInfo file(caFile);
    if (!file.isFile() || !file.isReadable())
        return Text::tr("The CA file %1 cannot be read: choose the file the administrator gave you.").arg(caFile);
    return std::nullopt;
}

} // namespace

QString quotedConninfoValue(const QString &value)
{
    QString quoted = u"'"_s;
    for (const QChar c : value) {
        if (c == u'\'' || c == u'\\')
            quoted += u'\\';
        quoted += c;
    }
    return quoted + u'\'';
}

QList<TeamFieldProblem> teamFieldProblems(const TeamServerFields &fields)
{
    QList<TeamFieldProblem> problems;
    if (auto problem = hostProblem(fields.host))
        problems.append({TeamField::Host, *problem});
    if (auto problem = portProblem(fields.port))
        problems.append({TeamField::Port, *problem});
    if (fields.database.trimmed().isEmpty())
        problems.append({TeamField::Database, Text::tr("Enter the name of the team's database.")});
    if (fields.user.trimmed().isEmpty())
        problems.append({TeamField::User, Text::tr("Enter your login on the team server.")});
    if (auto problem = caFileProblem(fields.caFile))
        problems.append({TeamField::CaFile, *problem});
    return problems;
}

Result<QString, QList<TeamFieldProblem>> teamConninfo(const TeamServerFields &fields, const QString &password)
{
    const QList<TeamFieldProblem> problems = teamFieldProblems(fields);
    if (!problems.isEmpty())
        return problems;
    QStringList pairs = {u"host="_s + quotedConninfoValue(fields.host.trimmed()),
                         u"port="_s + quotedConninfoValue(fields.port.trimmed()),
                         u"dbname="_s + quotedConninfoValue(fields.database),
                         u"user="_s + quotedConninfoValue(fields.user)};
    if (!fields.caFile.isEmpty()) {
        pairs.append(u"sslmode='verify-full'"_s);
        pairs.append(u"sslrootcert="_s + quotedConninfoValue(QFileInfo(fields.caFile).absoluteFilePath()));
    }
    if (!password.isEmpty())
        pairs.append(u"password="_s + quotedConninfoValue(password));
    return pairs.join(u' ');
}

} // namespace dd::server
