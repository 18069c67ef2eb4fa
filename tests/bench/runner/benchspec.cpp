#include "benchspec.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace dd::bench {

namespace {

QJsonDocument readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll());
}

} // namespace

Catalog readCatalog(const QString &sourceDir, const QMap<QString, QString> &placeholders)
{
    Catalog catalog;
    const QJsonArray benchmarks = readJson(sourceDir + QStringLiteral("/tests/bench/benchmarks.json")).array();
    for (const QJsonValue &entry : benchmarks) {
        const QJsonObject o = entry.toObject();
        BenchmarkSpec spec;
        spec.name = o.value(u"name").toString();
        spec.description = o.value(u"description").toString();
        spec.runs = o.value(u"runs").toInt(3);
        spec.timeoutSeconds = o.value(u"timeout_s").toInt(600);
        spec.recorded = o.value(u"recorded").toBool(false);
        for (const QJsonValue &part : o.value(u"command").toArray()) {
            QString text = part.toString();
            for (auto it = placeholders.cbegin(); it != placeholders.cend(); ++it)
                text.replace(QStringLiteral("${") + it.key() + u'}', it.value());
            spec.command.append(text);
        }
        catalog.benchmarks.append(spec);
    }
    const QJsonObject targets = readJson(sourceDir + QStringLiteral("/tests/bench/targets.json")).object();
    for (const QJsonValue &entry : targets.value(u"ratios").toArray()) {
        const QJsonObject o = entry.toObject();
        catalog.ratios.append({o.value(u"metric").toString(), o.value(u"numerator").toString(),
                               o.value(u"denominator").toString(), o.value(u"description").toString()});
    }
    for (const QJsonValue &entry : targets.value(u"targets").toArray()) {
        const QJsonObject o = entry.toObject();
        TargetSpec target;
        target.issue = o.value(u"issue").toInt();
        target.what = o.value(u"what").toString();
        target.metric = o.value(u"metric").toString();
        target.limit = o.value(u"limit").toDouble();
        target.higherIsBetter = o.value(u"better").toString() == u"higher";
        target.unit = o.value(u"unit").toString();
        target.baseline = o.value(u"baseline").toString();
        catalog.targets.append(target);
    }
    return catalog;
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    if (n == 0)
        return std::nan("");
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

QString number(double v)
{
    if (std::isnan(v))
        return QStringLiteral("–");
    if (std::abs(v) >= 1000)
        return QString::number(v, 'f', 0);
    if (std::abs(v) >= 10)
        return QString::number(v, 'f', 1);
    return QString::number(v, 'f', 3);
}

} // namespace dd::bench
