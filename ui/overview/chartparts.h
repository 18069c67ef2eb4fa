#pragma once

#include <QString>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QCategoryAxis;
class QChart;
class QChartView;
class QValueAxis;
QT_END_NAMESPACE

namespace dd {

// The pieces the Overview's charts are made of.

// A chart view with no legend, no animation and the user's number notation.
QChartView *makeView(const QString &objectName);
// Takes away every series and axis, to draw the chart again.
void clearChart(QChart *chart);
// Bar heights in whole currency units: drawing only, every figure shown in words stays exact.
inline qreal units(qint64 hundredths) { return qreal(hundredths) / 100.0; }
// A chart's title with the currency it shows; with none (nothing in the period) the bare title, not "()".
QString chartTitle(const QString &bare, const QString &withCurrency, const QString &code);
// A value axis from 0 with round figures; with nothing to draw, one clean 0–1 scale.
QValueAxis *amountAxis(qreal maximum, int ticks = 5);
// Labels the bars 0..n-1 of a day axis with `labels`, as many as `plotWidth` holds without
// cutting any: every day, every other day, every third… from the first.
void labelSomeDays(QCategoryAxis &axis, const QStringList &labels, qreal plotWidth);

} // namespace dd
