#include "ui/overview/chartparts.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QFontMetrics>
#include <QLocale>
#include <QValueAxis>

#include <algorithm>

namespace dd {

QChartView *makeView(const QString &objectName)
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setVisible(false);
    chart->setMargins(QMargins(4, 4, 4, 4));
    // Axis figures in the user's notation, grouped ("8.000.000" in pt_BR, "8,000,000" in en), not "8000000".
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    auto *view = new QChartView(chart);
    view->setObjectName(objectName);
    view->setRenderHint(QPainter::Antialiasing);
    // Low enough that the tab's two rows of charts leave room for a two-row filter bar at 700 px.
    view->setMinimumSize(260, 160);
    return view;
}

void clearChart(QChart *chart)
{
    chart->removeAllSeries();
    const auto axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        chart->removeAxis(axis);
        delete axis;
    }
}

QString chartTitle(const QString &bare, const QString &withCurrency, const QString &code)
{
    return code.isEmpty() ? bare : withCurrency.arg(code);
}

QValueAxis *amountAxis(qreal maximum, int ticks)
{
    auto *axis = new QValueAxis;
    if (maximum <= 0) {   // nothing to draw: one clean 0–1 scale, not repeated rounded labels
        axis->setRange(0, 1);
        axis->setTickCount(2);
        axis->setLabelFormat(QStringLiteral("%.0f"));
        return axis;
    }
    axis->setRange(0, maximum);
    axis->setTickCount(ticks);
    axis->applyNiceNumbers();
    axis->setLabelFormat(axis->max() < 10 ? QStringLiteral("%.2f") : QStringLiteral("%.0f"));
    return axis;
}

void labelSomeDays(QCategoryAxis &axis, const QStringList &labels, qreal plotWidth)
{
    const QFontMetrics metrics(axis.labelsFont());
    int widest = 1;
    for (const QString &label : labels)
        widest = std::max(widest, metrics.horizontalAdvance(label));
    // Room for each label and a gap of about a digit between neighbours.
    const qsizetype fit = std::max<qsizetype>(1, qsizetype(plotWidth / (widest + metrics.horizontalAdvance(u'0'))));
    const qsizetype step = std::max<qsizetype>(1, (labels.size() + fit - 1) / fit);
    QStringList wanted;
    for (qsizetype i = 0; i < labels.size(); i += step)
        wanted << labels.at(i);
    if (axis.categoriesLabels() == wanted)
        return;
    for (const QString &label : axis.categoriesLabels())
        axis.remove(label);
    for (qsizetype i = 0; i < labels.size(); i += step)
        axis.append(labels.at(i), qreal(i));
}

} // namespace dd
