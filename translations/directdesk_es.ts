<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Diagnostics</name>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>Proprietary; all rights reserved</source>
        <translation>Propietario; todos los derechos reservados</translation>
    </message>
    <message numerus="yes">
        <source>(%n byte(s) of window layout)</source>
        <translation>
            <numerusform>(%n byte de diseño de la ventana)</numerusform>
            <numerusform>(%n bytes de diseño de la ventana)</numerusform>
        </translation>
    </message>
    <message>
        <source>(cache locked)</source>
        <translation>(caché bloqueada)</translation>
    </message>
</context>
<context>
    <name>OrderFileText</name>
    <message>
        <source>%1 in the workbook: a document type declaration, which no workbook has</source>
        <translation>%1 en el libro: una declaración de tipo de documento, que ningún libro tiene</translation>
    </message>
</context>
<context>
    <name>OverviewPdf</name>
    <message>
        <source>Overview: payments opened %1 – %2</source>
        <translation>Resumen: pagos abiertos del %1 al %2</translation>
    </message>
    <message>
        <source>Confirmed volume, %1</source>
        <translation>Volumen confirmado, %1</translation>
    </message>
    <message>
        <source>Per opening day (total %1)</source>
        <translation>Por día de apertura (total %1)</translation>
    </message>
    <message>
        <source>By method</source>
        <translation>Por método</translation>
    </message>
    <message>
        <source>By country</source>
        <translation>Por país</translation>
    </message>
    <message>
        <source>Payments by status and refunds</source>
        <translation>Pagos por estado y reembolsos</translation>
    </message>
    <message>
        <source>Payments by status (count)</source>
        <translation>Pagos por estado (cantidad)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n)</source>
        <translation>
            <numerusform>%1 (%n)</numerusform>
            <numerusform>%1 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Refunds requested in the period</source>
        <translation>Reembolsos solicitados en el periodo</translation>
    </message>
    <message numerus="yes">
        <source>Pending vouchers due within %n day(s): %1</source>
        <translation>
            <numerusform>Cupones pendientes que vencen en %n día: %1</numerusform>
            <numerusform>Cupones pendientes que vencen en %n días: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PgConnection</name>
    <message>
        <source>The team server asks for a password: give it in the connection string, in PGPASSWORD or in ~/.pgpass.</source>
        <translation>El servidor del equipo pide una contraseña: indíquela en la cadena de conexión, en PGPASSWORD o en ~/.pgpass.</translation>
    </message>
    <message>
        <source>The team server refused the login: %1</source>
        <translation>El servidor del equipo rechazó el inicio de sesión: %1</translation>
    </message>
    <message>
        <source>Cannot connect to the team server: %1</source>
        <translation>No se puede conectar con el servidor del equipo: %1</translation>
    </message>
    <message>
        <source>Cannot connect to the team server: out of memory</source>
        <translation>No se puede conectar con el servidor del equipo: memoria insuficiente</translation>
    </message>
    <message>
        <source>Not connected to the team server.</source>
        <translation>No hay conexión con el servidor del equipo.</translation>
    </message>
    <message>
        <source>Cannot compute the password&apos;s SCRAM-SHA-256 verifier: %1</source>
        <translation>No se puede calcular el verificador SCRAM-SHA-256 de la contraseña: %1</translation>
    </message>
    <message>
        <source>The team server did not start the copy.</source>
        <translation>El servidor del equipo no inició la copia.</translation>
    </message>
</context>
<context>
    <name>PgConnector</name>
    <message>
        <source>Cannot connect to the team server: no answer within %1 s.</source>
        <translation>No se puede conectar con el servidor del equipo: no respondió en %1 s.</translation>
    </message>
</context>
<context>
    <name>ServerAddress</name>
    <message>
        <source>The team server %1 is not on this computer, so DirectDesk connects to it only over TLS with its certificate checked: add sslmode=verify-full (and sslrootcert=FILE with the CA that signed the server&apos;s certificate) to the connection string.</source>
        <translation>El servidor del equipo %1 no es local, así que DirectDesk solo se conecta a él por TLS con su certificado verificado: agregue sslmode=verify-full (y sslrootcert=ARCHIVO con la CA que firmó el certificado del servidor) a la cadena de conexión.</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>memoria insuficiente</translation>
    </message>
    <message>
        <source>The team server&apos;s connection string cannot be read: %1</source>
        <translation>No se puede leer la cadena de conexión del servidor del equipo: %1</translation>
    </message>
</context>
<context>
    <name>dd::AboutDialog</name>
    <message>
        <source>About DirectDesk</source>
        <translation>Acerca de DirectDesk</translation>
    </message>
    <message>
        <source>&lt;b&gt;DirectDesk %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;DirectDesk %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A back-office for merchants of the Direct API.</source>
        <translation>Un back-office para comercios de la Direct API.</translation>
    </message>
    <message>
        <source>Qt:</source>
        <translation>Qt:</translation>
    </message>
    <message>
        <source>SQLCipher:</source>
        <translation>SQLCipher:</translation>
    </message>
    <message>
        <source>(shown while the cache is unlocked)</source>
        <translation>(se muestra mientras la caché está desbloqueada)</translation>
    </message>
    <message>
        <source>libsodium:</source>
        <translation>libsodium:</translation>
    </message>
    <message>
        <source>libxlsxwriter:</source>
        <translation>libxlsxwriter:</translation>
    </message>
    <message>
        <source>Build:</source>
        <translation>Compilación:</translation>
    </message>
    <message>
        <source>License:</source>
        <translation>Licencia:</translation>
    </message>
    <message>
        <source>Copy &amp;diagnostics</source>
        <translation>Copiar &amp;diagnóstico</translation>
    </message>
    <message>
        <source>Copies versions, system and cache facts for support; no passphrase, key or card data</source>
        <translation>Copia versiones, sistema y datos de la caché para soporte; ninguna contraseña, clave ni dato de tarjeta</translation>
    </message>
    <message>
        <source>Diagnostics copied to the clipboard.</source>
        <translation>Diagnóstico copiado al portapapeles.</translation>
    </message>
</context>
<context>
    <name>dd::ActionDialog</name>
    <message>
        <source>Check now</source>
        <translation>Verificar ahora</translation>
    </message>
    <message>
        <source>Ask the gateway what happened to the earlier action</source>
        <translation>Preguntar a la pasarela qué pasó con la acción anterior</translation>
    </message>
    <message>
        <source>An earlier action on this payment has an unknown outcome. Use &quot;Check now&quot; to ask the gateway before anything else is sent.</source>
        <translation>Una acción anterior en este pago tiene un resultado desconocido. Use &quot;Verificar ahora&quot; para consultar a la pasarela antes de enviar cualquier otra cosa.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Enviando…</translation>
    </message>
    <message>
        <source>Outcome unknown.</source>
        <translation>Resultado desconocido.</translation>
    </message>
    <message>
        <source>The payment is marked; &quot;Check now&quot; asks the gateway.</source>
        <translation>El pago quedó marcado; &quot;Verificar ahora&quot; consulta a la pasarela.</translation>
    </message>
    <message>
        <source>Asking the gateway…</source>
        <translation>Consultando a la pasarela…</translation>
    </message>
    <message>
        <source>The check failed, the outcome is still unknown.</source>
        <translation>La verificación falló; el resultado sigue siendo desconocido.</translation>
    </message>
    <message>
        <source>Checked: the earlier action took effect. The payment is up to date.</source>
        <translation>Verificado: la acción anterior se aplicó. El pago está actualizado.</translation>
    </message>
    <message>
        <source>Checked: the earlier action did not take effect. You may send it again.</source>
        <translation>Verificado: la acción anterior no se aplicó. Puede enviarla de nuevo.</translation>
    </message>
    <message>
        <source>Checked: the payment is up to date.</source>
        <translation>Verificado: el pago está actualizado.</translation>
    </message>
    <message>
        <source>Payment %1
Merchant code: %2
Method: %3, country: %4
Status: %5
Amount: %6</source>
        <translation>Pago %1
Código del comercio: %2
Método: %3, país: %4
Estado: %5
Monto: %6</translation>
    </message>
    <message>
        <source>The gateway applied the action, but it could not be saved in the local cache. The payment will be refreshed from the gateway; until then the list may show its old state.</source>
        <translation>La pasarela aplicó la acción, pero no se pudo guardar en la caché local. El pago se actualizará desde la pasarela; hasta entonces la lista puede mostrar su estado anterior.</translation>
    </message>
    <message>
        <source>The gateway applied the action, but it could not be saved in the local cache. The payment is marked; &quot;Check now&quot; asks the gateway for its current state.</source>
        <translation>La pasarela aplicó la acción, pero no se pudo guardar en la caché local. El pago quedó marcado; &quot;Verificar ahora&quot; le pide a la pasarela su estado actual.</translation>
    </message>
    <message>
        <source>An earlier action on this payment has an unknown outcome. The team worker asks the gateway; nothing else can be sent until it has the answer.</source>
        <translation>Una acción anterior en este pago tiene un resultado desconocido. El worker del equipo consulta a la pasarela; no se puede enviar nada más hasta que tenga la respuesta.</translation>
    </message>
    <message>
        <source>The payment is marked; the team worker asks the gateway.</source>
        <translation>El pago quedó marcado; el worker del equipo consulta a la pasarela.</translation>
    </message>
    <message>
        <source>Waiting for approval (request %1). The amount is above the approval threshold: a Manager approves or rejects it under Tools ▸ Approvals. Nothing was sent to the gateway yet.</source>
        <translation>En espera de aprobación (solicitud %1). El monto supera el umbral de aprobación: un Gerente lo aprueba o lo rechaza en Herramientas ▸ Aprobaciones. Todavía no se envió nada a la pasarela.</translation>
    </message>
</context>
<context>
    <name>dd::ApprovalLabels</name>
    <message>
        <source>Waiting</source>
        <comment>a refund request&apos;s state</comment>
        <translation>En espera</translation>
    </message>
    <message>
        <source>Rejected</source>
        <comment>a refund request&apos;s state</comment>
        <translation>Rechazada</translation>
    </message>
    <message>
        <source>Approved</source>
        <comment>a refund request&apos;s state</comment>
        <translation>Aprobada</translation>
    </message>
    <message>
        <source>Approved, sending</source>
        <comment>a refund request&apos;s state</comment>
        <translation>Aprobada, enviándose</translation>
    </message>
    <message>
        <source>Approved, sent</source>
        <comment>a refund request&apos;s state</comment>
        <translation>Aprobada, enviada</translation>
    </message>
    <message>
        <source>Approved, outcome unknown</source>
        <comment>a refund request&apos;s state</comment>
        <translation>Aprobada, resultado desconocido</translation>
    </message>
    <message>
        <source>Approved, then failed</source>
        <comment>a refund request&apos;s state</comment>
        <translation>Aprobada, luego falló</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Enviando…</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>an outcome, then what the failure said</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Refund %1 of payment %2</source>
        <translation>Reembolso de %1 del pago %2</translation>
    </message>
    <message>
        <source>Refund %1 of payment %2 (merchant code %3)</source>
        <translation>Reembolso de %1 del pago %2 (código del comercio %3)</translation>
    </message>
    <message>
        <source>Asked by %1 on %2</source>
        <translation>Solicitado por %1 el %2</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>Motivo: %1</translation>
    </message>
    <message>
        <source>Merchant refund code: %1</source>
        <translation>Código de reembolso del comercio: %1</translation>
    </message>
</context>
<context>
    <name>dd::ApprovalsDialog</name>
    <message>
        <source>Refunds awaiting approval</source>
        <translation>Reembolsos en espera de aprobación</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Situación</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Monto</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Pago</translation>
    </message>
    <message>
        <source>Requested by</source>
        <translation>Solicitado por</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>Solicitado</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Decidido por</translation>
    </message>
    <message>
        <source>Show decided requests</source>
        <translation>Mostrar solicitudes decididas</translation>
    </message>
    <message>
        <source>&amp;Approve…</source>
        <translation>&amp;Aprobar…</translation>
    </message>
    <message>
        <source>&amp;Reject…</source>
        <translation>&amp;Rechazar…</translation>
    </message>
    <message>
        <source>&amp;Thresholds…</source>
        <translation>&amp;Umbrales…</translation>
    </message>
    <message>
        <source>Only a Manager approves or rejects refunds.</source>
        <translation>Solo un Gerente aprueba o rechaza reembolsos.</translation>
    </message>
    <message>
        <source>Approved, but the payment is no longer in the cache; nothing was sent.</source>
        <translation>Aprobado, pero el pago ya no está en la caché; no se envió nada.</translation>
    </message>
    <message>
        <source>Approved request %1; sending the refund…</source>
        <translation>Solicitud %1 aprobada; enviando el reembolso…</translation>
    </message>
    <message>
        <source>Request %1: the refund was sent.</source>
        <translation>Solicitud %1: se envió el reembolso.</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Aprobar</translation>
    </message>
    <message>
        <source>Reject request %1</source>
        <translation>Rechazar la solicitud %1</translation>
    </message>
    <message>
        <source>Reason (required):</source>
        <translation>Motivo (obligatorio):</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>Refund requests</source>
        <translation>Solicitudes de reembolso</translation>
    </message>
    <message>
        <source>Refund reason</source>
        <translation>Motivo del reembolso</translation>
    </message>
    <message>
        <source>Decision / outcome</source>
        <translation>Decisión / resultado</translation>
    </message>
    <message>
        <source>No refund has been asked for approval yet.</source>
        <translation>Todavía no se solicitó la aprobación de ningún reembolso.</translation>
    </message>
    <message>
        <source>No refund waits for approval.</source>
        <translation>Ningún reembolso espera aprobación.</translation>
    </message>
    <message>
        <source>Select a waiting request first.</source>
        <translation>Seleccione primero una solicitud en espera.</translation>
    </message>
    <message>
        <source>Request %1 was approved, but the refund was not sent: %2</source>
        <translation>La solicitud %1 se aprobó, pero el reembolso no se envió: %2</translation>
    </message>
</context>
<context>
    <name>dd::ApprovePrompt</name>
    <message>
        <source>Approve request %1</source>
        <translation>Aprobar la solicitud %1</translation>
    </message>
    <message>
        <source>Approving sends this refund to the gateway at once.</source>
        <translation>Al aprobar, este reembolso se envía de inmediato a la pasarela.</translation>
    </message>
    <message>
        <source>Your own &amp;passphrase (it records who approves):</source>
        <translation>Su propia &amp;contraseña (registra quién aprueba):</translation>
    </message>
    <message>
        <source>Approve and send</source>
        <translation>Aprobar y enviar</translation>
    </message>
</context>
<context>
    <name>dd::AuditLabels</name>
    <message>
        <source>Create payment</source>
        <translation>Crear pago</translation>
    </message>
    <message>
        <source>Check a created payment</source>
        <translation>Verificar un pago creado</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Captura</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Reembolso</translation>
    </message>
    <message>
        <source>Cancel refund</source>
        <translation>Cancelar reembolso</translation>
    </message>
    <message>
        <source>Cancel payment</source>
        <translation>Cancelar pago</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>Consulta</translation>
    </message>
    <message>
        <source>Check an unknown outcome</source>
        <translation>Verificar un resultado desconocido</translation>
    </message>
    <message>
        <source>Sign in</source>
        <translation>Inicio de sesión</translation>
    </message>
    <message>
        <source>Failed unlock attempts</source>
        <translation>Intentos de desbloqueo fallidos</translation>
    </message>
    <message>
        <source>Key file changed outside DirectDesk</source>
        <translation>Archivo de claves modificado fuera de DirectDesk</translation>
    </message>
    <message>
        <source>Change passphrase</source>
        <translation>Cambio de contraseña</translation>
    </message>
    <message>
        <source>Add operator</source>
        <translation>Alta de operador</translation>
    </message>
    <message>
        <source>Remove operator</source>
        <translation>Baja de operador</translation>
    </message>
    <message>
        <source>Change operator role</source>
        <translation>Cambio de rol de operador</translation>
    </message>
    <message>
        <source>Operators set up</source>
        <translation>Operadores configurados</translation>
    </message>
    <message>
        <source>Access denied</source>
        <translation>Acceso denegado</translation>
    </message>
    <message>
        <source>Set approval threshold</source>
        <translation>Fijar umbral de aprobación</translation>
    </message>
    <message>
        <source>Refund awaits approval</source>
        <translation>Reembolso en espera de aprobación</translation>
    </message>
    <message>
        <source>Approve refund</source>
        <translation>Aprobar reembolso</translation>
    </message>
    <message>
        <source>Reject refund</source>
        <translation>Rechazar reembolso</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Exportar informe</translation>
    </message>
    <message>
        <source>Export audit trail</source>
        <translation>Exportar registro de auditoría</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <translation>Correcto</translation>
    </message>
    <message>
        <source>Refused before sending</source>
        <translation>Rechazado antes de enviar</translation>
    </message>
    <message>
        <source>Refused by the gateway</source>
        <translation>Rechazado por la pasarela</translation>
    </message>
    <message>
        <source>HTTP error</source>
        <translation>Error HTTP</translation>
    </message>
    <message>
        <source>Not reached</source>
        <translation>Sin conexión</translation>
    </message>
    <message>
        <source>Unreadable answer</source>
        <translation>Respuesta ilegible</translation>
    </message>
    <message>
        <source>Outcome unknown</source>
        <translation>Resultado desconocido</translation>
    </message>
    <message>
        <source>Applied</source>
        <translation>Aplicado</translation>
    </message>
    <message>
        <source>Not applied</source>
        <translation>No aplicado</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Escrito</translation>
    </message>
    <message>
        <source>Approved</source>
        <translation>Aprobado</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Rechazado</translation>
    </message>
    <message>
        <source>Refused: no reason given</source>
        <translation>Denegado: falta el motivo</translation>
    </message>
    <message>
        <source>(nobody)</source>
        <translation>(nadie)</translation>
    </message>
    <message>
        <source>Reconcile orders</source>
        <translation>Conciliar pedidos</translation>
    </message>
    <message>
        <source>Awaiting approval</source>
        <translation>En espera de aprobación</translation>
    </message>
    <message>
        <source>Refused: the role does not allow it</source>
        <translation>Denegado: el rol no lo permite</translation>
    </message>
    <message>
        <source>Refused: nobody signed in</source>
        <translation>Denegado: nadie inició sesión</translation>
    </message>
    <message>
        <source>Refused: the requester cannot decide it</source>
        <translation>Denegado: quien solicitó no puede decidir</translation>
    </message>
    <message>
        <source>Refused: the request was decided already</source>
        <translation>Denegado: la solicitud ya se decidió</translation>
    </message>
    <message>
        <source>Refused: no request with this number</source>
        <translation>Denegado: no existe una solicitud con este número</translation>
    </message>
    <message>
        <source>Refused: the passphrase belongs to no operator</source>
        <translation>Denegado: la contraseña no pertenece a ningún operador</translation>
    </message>
    <message>
        <source>Refused: wrong or unusable passphrase</source>
        <translation>Denegado: contraseña incorrecta o no válida</translation>
    </message>
    <message>
        <source>Failed: the key file could not be changed</source>
        <translation>Falló: no se pudo modificar el archivo de claves</translation>
    </message>
    <message>
        <source>Failed: the cache could not be written</source>
        <translation>Falló: no se pudo escribir en la caché</translation>
    </message>
    <message>
        <source>Detected</source>
        <translation>Detectado</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Observado</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <source>Everything matches</source>
        <translation>Todo coincide</translation>
    </message>
    <message>
        <source>Differences found</source>
        <translation>Se encontraron diferencias</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Falló: %1</translation>
    </message>
    <message>
        <source>Ask the team worker</source>
        <translation>Pedir al worker del equipo</translation>
    </message>
    <message>
        <source>Recorded for the team worker</source>
        <translation>Registrado para el worker del equipo</translation>
    </message>
    <message>
        <source>Refused: another action on the payment is open</source>
        <translation>Denegado: hay otra acción abierta sobre el pago</translation>
    </message>
    <message>
        <source>Failed: the team server could not be written</source>
        <translation>Falló: no se pudo escribir en el servidor del equipo</translation>
    </message>
    <message>
        <source>Change gateway connection</source>
        <translation>Cambiar la conexión con la pasarela</translation>
    </message>
    <message>
        <source>Change this desk&apos;s connection</source>
        <translation>Cambiar la conexión de este puesto</translation>
    </message>
</context>
<context>
    <name>dd::AuditStore</name>
    <message>
        <source>… [cut: %1 characters]</source>
        <extracomment>Ends a value stored cut in the audit trail; %1 is its full length.</extracomment>
        <translation>… [cortado: %1 caracteres]</translation>
    </message>
</context>
<context>
    <name>dd::AuditTrailDialog</name>
    <message>
        <source>Audit trail</source>
        <translation>Registro de auditoría</translation>
    </message>
    <message>
        <source>Any operator</source>
        <translation>Cualquier operador</translation>
    </message>
    <message>
        <source>Any action</source>
        <translation>Cualquier acción</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>Text in parameters or result</source>
        <translation>Texto en los parámetros o en el resultado</translation>
    </message>
    <message>
        <source>to</source>
        <translation>hasta</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>Operador</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <source>&lt; Newer</source>
        <translation>&lt; Más recientes</translation>
    </message>
    <message>
        <source>Older &gt;</source>
        <translation>Más antiguas &gt;</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>&amp;Verificar</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exportar &amp;CSV…</translation>
    </message>
    <message>
        <source>No rows</source>
        <translation>Sin filas</translation>
    </message>
    <message>
        <source>%1–%2 of %3</source>
        <translation>%1–%2 de %3</translation>
    </message>
    <message numerus="yes">
        <source>Intact: %n row(s) checked; every row links to the one before and the sealed head matches.</source>
        <translation>
            <numerusform>Íntegro: %n fila verificada; cada fila se enlaza con la anterior y la cabecera sellada coincide.</numerusform>
            <numerusform>Íntegro: %n filas verificadas; cada fila se enlaza con la anterior y la cabecera sellada coincide.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n older row(s) predate the chain and are not covered.</source>
        <translation>
            <numerusform>%n fila más antigua es anterior a la cadena y no está cubierta.</numerusform>
            <numerusform>%n filas más antiguas son anteriores a la cadena y no están cubiertas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>No se pudo escribir %1.</translation>
    </message>
    <message>
        <source>Export audit trail</source>
        <translation>Exportar el registro de auditoría</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>dd::AuditVerifier</name>
    <message>
        <source>Row %1 was changed after it was written.</source>
        <translation>La fila %1 se modificó después de escribirse.</translation>
    </message>
    <message>
        <source>A row before row %1 was deleted.</source>
        <translation>Se eliminó una fila anterior a la fila %1.</translation>
    </message>
    <message>
        <source>Rows after row %1 were deleted (the trail was cut short).</source>
        <translation>Se eliminaron filas posteriores a la fila %1 (el registro se recortó).</translation>
    </message>
    <message>
        <source>The trail&apos;s authenticated head is missing.</source>
        <translation>Falta la cabecera autenticada del registro.</translation>
    </message>
    <message>
        <source>The trail&apos;s head does not carry a valid seal: it was changed.</source>
        <translation>La cabecera del registro no tiene un sello válido: se modificó.</translation>
    </message>
    <message>
        <source>Row %1 carries no chain hash.</source>
        <translation>La fila %1 no tiene hash de cadena.</translation>
    </message>
</context>
<context>
    <name>dd::BankDetails</name>
    <message>
        <source>This CLABE is not valid (check digit).</source>
        <translation>Esta CLABE no es válida (dígito verificador).</translation>
    </message>
    <message>
        <source>Enter the 18-digit CLABE, such as 032180000118359719.</source>
        <translation>Ingrese la CLABE de 18 dígitos, por ejemplo 032180000118359719.</translation>
    </message>
    <message>
        <source>Enter the account number: 4 to 20 digits, nothing else.</source>
        <translation>Ingrese el número de cuenta: de 4 a 20 dígitos, nada más.</translation>
    </message>
    <message>
        <source>Enter the account number: 6 to 20 digits, nothing else.</source>
        <translation>Ingrese el número de cuenta: de 6 a 20 dígitos, nada más.</translation>
    </message>
    <message>
        <source>Transfers in %1 need no branch: leave it empty.</source>
        <translation>Las transferencias en %1 no requieren sucursal: deje el campo vacío.</translation>
    </message>
</context>
<context>
    <name>dd::BankDetailsForm</name>
    <message>
        <source>Account number:</source>
        <translation>Número de cuenta:</translation>
    </message>
    <message>
        <source>Digits only, e.g. 00123456789</source>
        <translation>Solo dígitos, p. ej. 00123456789</translation>
    </message>
    <message>
        <source>Holder&apos;s RUT:</source>
        <translation>RUT del titular:</translation>
    </message>
    <message>
        <source>e.g. 11.111.111-1 (check digit 0-9 or K)</source>
        <translation>p. ej. 11.111.111-1 (dígito verificador 0-9 o K)</translation>
    </message>
    <message>
        <source>Digits only, 6 to 20</source>
        <translation>Solo dígitos, de 6 a 20</translation>
    </message>
    <message>
        <source>Holder&apos;s NIT or cédula:</source>
        <translation>NIT o cédula del titular:</translation>
    </message>
    <message>
        <source>e.g. 800197268-4 (NIT) or 1020304050</source>
        <translation>p. ej. 800197268-4 (NIT) o 1020304050</translation>
    </message>
    <message>
        <source>CLABE:</source>
        <translation>CLABE:</translation>
    </message>
    <message>
        <source>18 digits, e.g. 032180000118359719</source>
        <translation>18 dígitos, p. ej. 032180000118359719</translation>
    </message>
    <message>
        <source>Holder&apos;s RFC:</source>
        <translation>RFC del titular:</translation>
    </message>
    <message>
        <source>e.g. GODE561231GR8</source>
        <translation>p. ej. GODE561231GR8</translation>
    </message>
    <message>
        <source>Account:</source>
        <translation>Cuenta:</translation>
    </message>
    <message>
        <source>e.g. 123456-7 (digit after a hyphen)</source>
        <translation>p. ej. 123456-7 (dígito después del guion)</translation>
    </message>
    <message>
        <source>Holder&apos;s CPF or CNPJ:</source>
        <translation>CPF o CNPJ del titular:</translation>
    </message>
    <message>
        <source>e.g. 853.513.468-93 or 11.222.333/0001-81</source>
        <translation>p. ej. 853.513.468-93 o 11.222.333/0001-81</translation>
    </message>
    <message>
        <source>checking</source>
        <comment>bank account type</comment>
        <translation>corriente</translation>
    </message>
    <message>
        <source>savings</source>
        <comment>bank account type</comment>
        <translation>ahorro</translation>
    </message>
    <message>
        <source>salary</source>
        <comment>bank account type</comment>
        <translation>nómina</translation>
    </message>
    <message>
        <source>payment</source>
        <comment>bank account type</comment>
        <translation>pago</translation>
    </message>
    <message>
        <source>demand (vista)</source>
        <comment>bank account type: Chile&apos;s cuenta vista or CuentaRUT</comment>
        <translation>vista (o CuentaRUT)</translation>
    </message>
    <message>
        <source>Customer&apos;s bank details (optional)</source>
        <translation>Datos bancarios del cliente (opcional)</translation>
    </message>
    <message>
        <source>Bank name:</source>
        <translation>Nombre del banco:</translation>
    </message>
    <message>
        <source>Branch (agência):</source>
        <translation>Sucursal (agência):</translation>
    </message>
    <message>
        <source>e.g. 1234-5 (branch digit after a hyphen)</source>
        <translation>p. ej. 1234-5 (dígito de la sucursal después del guion)</translation>
    </message>
    <message>
        <source>Bank details:</source>
        <translation>Datos bancarios:</translation>
    </message>
    <message>
        <source>Only for one particular Brazilian state bank</source>
        <translation>Solo para un banco estatal brasileño específico</translation>
    </message>
    <message>
        <source>Holder&apos;s name:</source>
        <translation>Nombre del titular:</translation>
    </message>
    <message>
        <source>Account type:</source>
        <translation>Tipo de cuenta:</translation>
    </message>
</context>
<context>
    <name>dd::BaseAddress</name>
    <message>
        <source>Built-in sandbox</source>
        <translation>Sandbox integrado</translation>
    </message>
    <message>
        <source>Gateway sandbox</source>
        <translation>Sandbox de la pasarela</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Producción</translation>
    </message>
    <message>
        <source>Local tenant sandbox</source>
        <translation>Sandbox del tenant local</translation>
    </message>
    <message>
        <source>Local tenant production</source>
        <translation>Producción del tenant local</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>Enter a base address such as https://sandbox.ebanxpay.com.</source>
        <translation>Ingrese una dirección base, como https://sandbox.ebanxpay.com.</translation>
    </message>
    <message>
        <source>The base address must not carry user names, queries or fragments.</source>
        <translation>La dirección base no puede contener nombres de usuario, consultas ni fragmentos.</translation>
    </message>
    <message>
        <source>The base address must start with https:// (plain http:// is allowed only for this computer).</source>
        <translation>La dirección base debe comenzar con https:// (http:// simple solo se permite para este equipo).</translation>
    </message>
</context>
<context>
    <name>dd::CancelPaymentDialog</name>
    <message>
        <source>Cancel payment…</source>
        <translation>Cancelar pago…</translation>
    </message>
    <message>
        <source>Cancel payment</source>
        <translation>Cancelar pago</translation>
    </message>
    <message>
        <source>Cancelling is final: the payment becomes CA, the customer can no longer pay it (a voucher or link stops working) and an authorization is released. There is no partial cancel.</source>
        <translation>La cancelación es definitiva: el pago pasa a CA, el cliente ya no puede pagarlo (el cupón o el enlace dejan de funcionar) y se libera la autorización. No existe la cancelación parcial.</translation>
    </message>
    <message>
        <source>Cancel payment %1 of %2? This cannot be undone.</source>
        <translation>¿Cancelar el pago %1 de %2? Esto no se puede deshacer.</translation>
    </message>
    <message>
        <source>Cancelled: the payment is now %1.</source>
        <translation>Cancelado: el pago ahora está %1.</translation>
    </message>
    <message>
        <source>Merchant payment code</source>
        <translation>Código de pago del comercio</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Cancel the payment</source>
        <translation>Cancelar el pago</translation>
    </message>
    <message>
        <source>Keep it</source>
        <comment>do not cancel the payment</comment>
        <translation>Mantenerlo</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
</context>
<context>
    <name>dd::CancelRefundDialog</name>
    <message>
        <source>Cancel refund…</source>
        <translation>Cancelar reembolso…</translation>
    </message>
    <message>
        <source>Cancel refund</source>
        <translation>Cancelar reembolso</translation>
    </message>
    <message>
        <source>Refund %1 (merchant code %2) of %3, status %4, of payment %5.</source>
        <translation>Reembolso %1 (código del comercio %2) de %3, estado %4, del pago %5.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Cancelling the refund takes effect at once:
• the customer receives no money from this refund;
• you are not charged for it;
• the customer is NOT told — tell them yourself if needed.</source>
        <translation>La cancelación del reembolso se aplica de inmediato:
• el cliente no recibe dinero de este reembolso;
• no se le cobra por él;
• el cliente NO recibe aviso — avísele usted si hace falta.</translation>
    </message>
    <message>
        <source>Why the refund is cancelled (required; kept in the audit trail)</source>
        <translation>Motivo de la cancelación del reembolso (obligatorio; queda en el registro de auditoría)</translation>
    </message>
    <message>
        <source>The refund is now %1. The customer was not notified.</source>
        <translation>El reembolso ahora está %1. No se avisó al cliente.</translation>
    </message>
    <message>
        <source>Reason for cancelling the refund</source>
        <translation>Motivo de la cancelación del reembolso</translation>
    </message>
    <message>
        <source>Cancel refund %1 of %2 of payment %3?</source>
        <translation>¿Cancelar el reembolso %1 de %2 del pago %3?</translation>
    </message>
    <message>
        <source>Merchant refund code</source>
        <translation>Código de reembolso del comercio</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Cancel the refund</source>
        <translation>Cancelar el reembolso</translation>
    </message>
    <message>
        <source>Keep it</source>
        <comment>do not cancel the refund</comment>
        <translation>Mantenerlo</translation>
    </message>
</context>
<context>
    <name>dd::CaptureDialog</name>
    <message>
        <source>Capture…</source>
        <translation>Capturar…</translation>
    </message>
    <message>
        <source>Capture payment</source>
        <translation>Capturar pago</translation>
    </message>
    <message>
        <source>Capturing charges the customer&apos;s card for the authorized amount. An uncaptured authorization is cancelled automatically after about 4 days.</source>
        <translation>La captura cobra a la tarjeta del cliente el monto autorizado. Una autorización no capturada se cancela automáticamente después de unos 4 días.</translation>
    </message>
    <message>
        <source>Capture a smaller amount (Brazil only, once)</source>
        <translation>Capturar un monto menor (solo Brasil, una vez)</translation>
    </message>
    <message>
        <source>&amp;Amount (%1):</source>
        <translation>&amp;Monto (%1):</translation>
    </message>
    <message>
        <source>Capture %1 of payment %2?</source>
        <translation>¿Capturar %1 del pago %2?</translation>
    </message>
    <message>
        <source>Captured: the payment is now %1 (%2).</source>
        <translation>Capturado: el pago ahora está %1 (%2).</translation>
    </message>
    <message>
        <source>Captured.</source>
        <translation>Capturado.</translation>
    </message>
    <message>
        <source>Merchant payment code</source>
        <translation>Código de pago del comercio</translation>
    </message>
    <message>
        <source>Capture the payment</source>
        <translation>Capturar el pago</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
</context>
<context>
    <name>dd::CardFormWidget</name>
    <message>
        <source>Card number</source>
        <translation>Número de tarjeta</translation>
    </message>
    <message>
        <source>Gateway token</source>
        <translation>Token de la pasarela</translation>
    </message>
    <message>
        <source>Network token</source>
        <translation>Token de red</translation>
    </message>
    <message>
        <source>Digital wallet (Brazil)</source>
        <translation>Billetera digital (Brasil)</translation>
    </message>
    <message>
        <source>Card &amp;form:</source>
        <translation>Forma de la tar&amp;jeta:</translation>
    </message>
    <message>
        <source>Card &amp;number:</source>
        <translation>Número de t&amp;arjeta:</translation>
    </message>
    <message>
        <source>&amp;Holder name:</source>
        <translation>Nom&amp;bre del titular:</translation>
    </message>
    <message>
        <source>&amp;Expiry (MM/YYYY):</source>
        <translation>V&amp;encimiento (MM/AAAA):</translation>
    </message>
    <message>
        <source>C&amp;VV:</source>
        <translation>C&amp;VV:</translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation>To&amp;ken:</translation>
    </message>
    <message>
        <source>Token &amp;number:</source>
        <translation>Número del to&amp;ken:</translation>
    </message>
    <message>
        <source>Token e&amp;xpiry (MM/YYYY):</source>
        <translation>&amp;Vencimiento del token (MM/AAAA):</translation>
    </message>
    <message>
        <source>Original &amp;last four:</source>
        <translation>Último&amp;s cuatro originales:</translation>
    </message>
    <message>
        <source>&amp;ECI:</source>
        <translation>&amp;ECI:</translation>
    </message>
    <message>
        <source>Google Pay</source>
        <translation>Google Pay</translation>
    </message>
    <message>
        <source>Apple Pay</source>
        <translation>Apple Pay</translation>
    </message>
    <message>
        <source>Samsung Pay</source>
        <translation>Samsung Pay</translation>
    </message>
    <message>
        <source>&amp;Wallet:</source>
        <translation>&amp;Billetera:</translation>
    </message>
    <message>
        <source>Digits only</source>
        <translation>Solo dígitos</translation>
    </message>
    <message>
        <source>Unknown network</source>
        <translation>Red desconocida</translation>
    </message>
    <message>
        <source>(check digit OK)</source>
        <translation>(dígito verificador correcto)</translation>
    </message>
    <message>
        <source>(check digit wrong)</source>
        <translation>(dígito verificador incorrecto)</translation>
    </message>
    <message>
        <source>Cryp&amp;togram:</source>
        <translation>Cripto&amp;grama:</translation>
    </message>
    <message>
        <source>Ori&amp;ginal BIN:</source>
        <translation>BIN origin&amp;al:</translation>
    </message>
</context>
<context>
    <name>dd::ColumnMappingForm</name>
    <message>
        <source>Merchant payment c&amp;ode:</source>
        <translation>&amp;Código de pago del comercio:</translation>
    </message>
    <message>
        <source>Amou&amp;nt:</source>
        <translation>Mo&amp;nto:</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>M&amp;oneda:</translation>
    </message>
    <message>
        <source>Order s&amp;tatus:</source>
        <translation>Es&amp;tado del pedido:</translation>
    </message>
    <message>
        <source>Order &amp;date:</source>
        <translation>&amp;Fecha del pedido:</translation>
    </message>
    <message>
        <source>R&amp;efunded amount:</source>
        <translation>Monto &amp;reembolsado:</translation>
    </message>
    <message>
        <source>Save mapping &amp;as…</source>
        <translation>&amp;Guardar mapeo como…</translation>
    </message>
    <message>
        <source>Saved mapping</source>
        <translation>Mapeo guardado</translation>
    </message>
    <message>
        <source>(choose a column)</source>
        <translation>(elija una columna)</translation>
    </message>
    <message>
        <source>(not compared)</source>
        <translation>(no se compara)</translation>
    </message>
    <message>
        <source>Choose the column that holds the merchant payment code.</source>
        <translation>Elija la columna que contiene el código de pago del comercio.</translation>
    </message>
    <message>
        <source>The mapping %1 cannot be read.</source>
        <translation>No se puede leer el mapeo %1.</translation>
    </message>
    <message>
        <source>This file has no column headed %1 (named by the mapping %2).</source>
        <translation>Este archivo no tiene ninguna columna con el encabezado %1 (que indica el mapeo %2).</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>Save mapping as</source>
        <translation>Guardar mapeo como</translation>
    </message>
    <message>
        <source>Name of the mapping:</source>
        <translation>Nombre del mapeo:</translation>
    </message>
    <message>
        <source>A mapping named %1 exists already. Replace it?</source>
        <translation>Ya existe un mapeo llamado %1. ¿Reemplazarlo?</translation>
    </message>
    <message>
        <source>The mapping could not be saved in the cache.</source>
        <translation>No se pudo guardar el mapeo en la caché.</translation>
    </message>
    <message>
        <source>Mapping %1 saved.</source>
        <translation>Mapeo %1 guardado.</translation>
    </message>
</context>
<context>
    <name>dd::ConnectionDialog</name>
    <message>
        <source>Connection settings</source>
        <translation>Configuración de conexión</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nunca</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Pasarela</translation>
    </message>
    <message>
        <source>Security</source>
        <translation>Seguridad</translation>
    </message>
    <message>
        <source>&amp;Lock after idle:</source>
        <translation>&amp;Bloquear tras inactividad:</translation>
    </message>
</context>
<context>
    <name>dd::ConnectionForm</name>
    <message>
        <source>The gateway refused: %1 (%2)</source>
        <translation>La pasarela rechazó: %1 (%2)</translation>
    </message>
    <message>
        <source>No connection: %1</source>
        <translation>Sin conexión: %1</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Probar conexión</translation>
    </message>
    <message>
        <source>https://gateway.example.com</source>
        <translation>https://gateway.example.com</translation>
    </message>
    <message>
        <source>Integration key from the merchant area</source>
        <translation>Clave de integración del panel del comercio</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>Show the integration key while you type it</source>
        <translation>Mostrar la clave de integración mientras escribe</translation>
    </message>
    <message>
        <source>&amp;Environment:</source>
        <translation>&amp;Entorno:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <source>Integration &amp;key:</source>
        <translation>Clave de &amp;integración:</translation>
    </message>
    <message>
        <source>Enter the gateway&apos;s address.</source>
        <translation>Ingrese la dirección de la pasarela.</translation>
    </message>
    <message>
        <source>The address is not a valid URL.</source>
        <translation>La dirección no es una URL válida.</translation>
    </message>
    <message>
        <source>Enter the integration key.</source>
        <translation>Ingrese la clave de integración.</translation>
    </message>
    <message>
        <source>Not needed: the built-in sandbox brings its own</source>
        <translation>No hace falta: el sandbox integrado trae la suya</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Probando…</translation>
    </message>
    <message>
        <source>Connected: the gateway accepted the integration key.</source>
        <translation>Conectado: la pasarela aceptó la clave de integración.</translation>
    </message>
    <message>
        <source>Connected: the built-in sandbox answers.</source>
        <translation>Conectado: el sandbox integrado responde.</translation>
    </message>
</context>
<context>
    <name>dd::Country</name>
    <message>
        <source>Argentina</source>
        <translation>Argentina</translation>
    </message>
    <message>
        <source>Bolivia</source>
        <translation>Bolivia</translation>
    </message>
    <message>
        <source>Brazil</source>
        <translation>Brasil</translation>
    </message>
    <message>
        <source>Chile</source>
        <translation>Chile</translation>
    </message>
    <message>
        <source>Colombia</source>
        <translation>Colombia</translation>
    </message>
    <message>
        <source>Ecuador</source>
        <translation>Ecuador</translation>
    </message>
    <message>
        <source>Mexico</source>
        <translation>México</translation>
    </message>
    <message>
        <source>Peru</source>
        <translation>Perú</translation>
    </message>
    <message>
        <source>Uruguay</source>
        <translation>Uruguay</translation>
    </message>
</context>
<context>
    <name>dd::CurrencyName</name>
    <message>
        <source>Argentine peso</source>
        <translation>Peso argentino</translation>
    </message>
    <message>
        <source>Bolivian boliviano</source>
        <translation>Boliviano</translation>
    </message>
    <message>
        <source>Brazilian real</source>
        <translation>Real brasileño</translation>
    </message>
    <message>
        <source>Canadian dollar</source>
        <translation>Dólar canadiense</translation>
    </message>
    <message>
        <source>Chilean peso</source>
        <translation>Peso chileno</translation>
    </message>
    <message>
        <source>Colombian peso</source>
        <translation>Peso colombiano</translation>
    </message>
    <message>
        <source>Costa Rican colón</source>
        <translation>Colón costarricense</translation>
    </message>
    <message>
        <source>Dominican peso</source>
        <translation>Peso dominicano</translation>
    </message>
    <message>
        <source>Euro</source>
        <translation>Euro</translation>
    </message>
    <message>
        <source>Pound sterling</source>
        <translation>Libra esterlina</translation>
    </message>
    <message>
        <source>Guatemalan quetzal</source>
        <translation>Quetzal guatemalteco</translation>
    </message>
    <message>
        <source>Honduran lempira</source>
        <translation>Lempira hondureño</translation>
    </message>
    <message>
        <source>Japanese yen</source>
        <translation>Yen japonés</translation>
    </message>
    <message>
        <source>South Korean won</source>
        <translation>Won surcoreano</translation>
    </message>
    <message>
        <source>Mexican peso</source>
        <translation>Peso mexicano</translation>
    </message>
    <message>
        <source>Nicaraguan córdoba</source>
        <translation>Córdoba nicaragüense</translation>
    </message>
    <message>
        <source>Panamanian balboa</source>
        <translation>Balboa panameño</translation>
    </message>
    <message>
        <source>Peruvian sol</source>
        <translation>Sol peruano</translation>
    </message>
    <message>
        <source>Paraguayan guaraní</source>
        <translation>Guaraní paraguayo</translation>
    </message>
    <message>
        <source>Salvadoran colón</source>
        <translation>Colón salvadoreño</translation>
    </message>
    <message>
        <source>US dollar</source>
        <translation>Dólar estadounidense</translation>
    </message>
    <message>
        <source>Uruguayan peso (indexed units)</source>
        <translation>Peso uruguayo (unidades indexadas)</translation>
    </message>
    <message>
        <source>Uruguayan peso</source>
        <translation>Peso uruguayo</translation>
    </message>
    <message>
        <source>Venezuelan bolívar</source>
        <translation>Bolívar venezolano</translation>
    </message>
</context>
<context>
    <name>dd::DemoImport</name>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>The built-in sandbox did not answer: %1</source>
        <translation>El sandbox integrado no respondió: %1</translation>
    </message>
</context>
<context>
    <name>dd::DesktopApp</name>
    <message>
        <source>DirectDesk</source>
        <translation>DirectDesk</translation>
    </message>
    <message>
        <source>The built-in sandbox did not start: %1</source>
        <translation>El sandbox integrado no se inició: %1</translation>
    </message>
    <message>
        <source>Demo cache: its passphrase is %1</source>
        <translation>Caché de demostración: la contraseña es %1</translation>
    </message>
    <message>
        <source>Loading demo payments</source>
        <translation>Cargando pagos de demostración</translation>
    </message>
    <message>
        <source>%1: connecting…</source>
        <translation>%1: conectando…</translation>
    </message>
    <message>
        <source>DirectDesk — %1 (%2)</source>
        <translation>DirectDesk — %1 (%2)</translation>
    </message>
    <message>
        <source>The key file&apos;s failed-unlock counter was reset by hand since the last unlock. This was recorded in the audit trail.</source>
        <translation>El contador de desbloqueos fallidos del archivo de claves se restableció a mano desde el último desbloqueo. Quedó anotado en el registro de auditoría.</translation>
    </message>
</context>
<context>
    <name>dd::DetailPane</name>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Select a payment to see its details.</source>
        <translation>Seleccione un pago para ver sus detalles.</translation>
    </message>
    <message>
        <source>Check &amp;now</source>
        <translation>V&amp;erificar ahora</translation>
    </message>
    <message>
        <source>Outcome unknown: the last action on this payment was sent but no answer came back. Nothing more can be sent for it until it is checked.</source>
        <translation>Resultado desconocido: la última acción en este pago se envió, pero no llegó respuesta. No se puede enviar nada más para él hasta verificarlo.</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Pago</translation>
    </message>
    <message>
        <source>Hash:</source>
        <translation>Hash:</translation>
    </message>
    <message>
        <source>Merchant code:</source>
        <translation>Código del comercio:</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Estado:</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Método:</translation>
    </message>
    <message>
        <source>Country:</source>
        <translation>País:</translation>
    </message>
    <message>
        <source>PIN:</source>
        <translation>PIN:</translation>
    </message>
    <message>
        <source>Order number:</source>
        <translation>Número de pedido:</translation>
    </message>
    <message>
        <source>Instalments:</source>
        <translation>Cuotas:</translation>
    </message>
    <message>
        <source>Billing descriptor:</source>
        <translation>Descriptor de cobro:</translation>
    </message>
    <message>
        <source>Acquirer:</source>
        <translation>Adquirente:</translation>
    </message>
    <message>
        <source>Amounts</source>
        <translation>Montos</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Monto:</translation>
    </message>
    <message>
        <source>Requested:</source>
        <translation>Solicitado:</translation>
    </message>
    <message>
        <source>Refunded:</source>
        <translation>Reembolsado:</translation>
    </message>
    <message>
        <source>Refundable:</source>
        <translation>Reembolsable:</translation>
    </message>
    <message>
        <source>IOF:</source>
        <translation>IOF:</translation>
    </message>
    <message>
        <source>Currency rate:</source>
        <translation>Tipo de cambio:</translation>
    </message>
    <message>
        <source>Dates</source>
        <translation>Fechas</translation>
    </message>
    <message>
        <source>Opened:</source>
        <translation>Abierto el:</translation>
    </message>
    <message>
        <source>Status since:</source>
        <translation>Estado desde:</translation>
    </message>
    <message>
        <source>Confirmed:</source>
        <translation>Confirmado el:</translation>
    </message>
    <message>
        <source>Transferred:</source>
        <translation>Transferido el:</translation>
    </message>
    <message>
        <source>Due:</source>
        <translation>Vencimiento:</translation>
    </message>
    <message>
        <source>Links and references</source>
        <translation>Enlaces y referencias</translation>
    </message>
    <message>
        <source>Checkout:</source>
        <translation>Checkout:</translation>
    </message>
    <message>
        <source>SPEI voucher:</source>
        <translation>Cupón SPEI:</translation>
    </message>
    <message>
        <source>CLABE:</source>
        <translation>CLABE:</translation>
    </message>
    <message>
        <source>CLABE reference:</source>
        <translation>Referencia CLABE:</translation>
    </message>
    <message>
        <source>Boleto:</source>
        <translation>Boleto:</translation>
    </message>
    <message>
        <source>Barcode:</source>
        <translation>Código de barras:</translation>
    </message>
    <message>
        <source>OXXO voucher:</source>
        <translation>Cupón OXXO:</translation>
    </message>
    <message>
        <source>Customer and card</source>
        <translation>Cliente y tarjeta</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>E-mail:</source>
        <translation>Correo electrónico:</translation>
    </message>
    <message>
        <source>Document:</source>
        <translation>Documento:</translation>
    </message>
    <message>
        <source>Card:</source>
        <translation>Tarjeta:</translation>
    </message>
    <message>
        <source>Pre-authorized:</source>
        <translation>Preautorizado:</translation>
    </message>
    <message>
        <source>Capture available:</source>
        <translation>Captura disponible:</translation>
    </message>
    <message>
        <source>&amp;Details</source>
        <translation>&amp;Detalles</translation>
    </message>
    <message>
        <source>&amp;Raw answer</source>
        <translation>&amp;Respuesta sin procesar</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy to the clipboard</source>
        <translation>Copiar al portapapeles</translation>
    </message>
    <message>
        <source>Open in browser</source>
        <translation>Abrir en el navegador</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>No answer stored for this payment.</source>
        <translation>No hay respuesta guardada para este pago.</translation>
    </message>
    <message>
        <source>Raw answer</source>
        <translation>Respuesta sin procesar</translation>
    </message>
    <message>
        <source>The gateway&apos;s last answer for this payment, with secrets removed</source>
        <translation>La última respuesta de la pasarela para este pago, sin datos secretos</translation>
    </message>
    <message>
        <source>Payment details</source>
        <translation>Detalles del pago</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation>Copiar %1</translation>
    </message>
    <message>
        <source>Settlement amount:</source>
        <translation>Monto de liquidación:</translation>
    </message>
    <message>
        <source>Reading the payment…</source>
        <translation>Leyendo el pago…</translation>
    </message>
    <message>
        <source>Outcome unknown: the last action on this payment was sent but no answer came back. The team worker asks the gateway; this window shows the answer when it has it.</source>
        <translation>Resultado desconocido: la última acción en este pago se envió, pero no llegó respuesta. El worker del equipo consulta a la pasarela; esta ventana muestra la respuesta cuando la tenga.</translation>
    </message>
</context>
<context>
    <name>dd::DialogDraft</name>
    <message>
        <source>Unsent input from an earlier session was put back.</source>
        <translation>Se restauraron datos no enviados de una sesión anterior.</translation>
    </message>
    <message>
        <source>Discard draft</source>
        <translation>Descartar borrador</translation>
    </message>
    <message>
        <source>Clears the restored input and forgets the draft</source>
        <translation>Borra los datos restaurados y olvida el borrador</translation>
    </message>
</context>
<context>
    <name>dd::DifferenceModel</name>
    <message>
        <source>New</source>
        <comment>a difference the previous run did not have</comment>
        <translation>Nueva</translation>
    </message>
    <message>
        <source>No payment at the gateway to open</source>
        <translation>No hay ningún pago en la pasarela para abrir</translation>
    </message>
    <message>
        <source>Double-click or press Enter to open the payment</source>
        <translation>Haga doble clic o presione Enter para abrir el pago</translation>
    </message>
    <message>
        <source>New</source>
        <comment>column: the difference is new since the previous run</comment>
        <translation>Nueva</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Diferencia</translation>
    </message>
    <message>
        <source>Merchant code</source>
        <translation>Código del comercio</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moneda</translation>
    </message>
    <message>
        <source>Shop amount</source>
        <translation>Monto en la tienda</translation>
    </message>
    <message>
        <source>Gateway amount</source>
        <translation>Monto en la pasarela</translation>
    </message>
    <message>
        <source>Shop status</source>
        <translation>Estado en la tienda</translation>
    </message>
    <message>
        <source>Gateway status</source>
        <translation>Estado en la pasarela</translation>
    </message>
    <message>
        <source>Shop refunded</source>
        <translation>Reembolsado en la tienda</translation>
    </message>
    <message>
        <source>Gateway refunded</source>
        <translation>Reembolsado en la pasarela</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
</context>
<context>
    <name>dd::DirectApiClient</name>
    <message>
        <source>Enter the integration key.</source>
        <translation>Ingrese la clave de integración.</translation>
    </message>
</context>
<context>
    <name>dd::EWalletsDialog</name>
    <message>
        <source>E-wallets by country</source>
        <translation>Billeteras electrónicas por país</translation>
    </message>
    <message>
        <source>Argentina</source>
        <translation>Argentina</translation>
    </message>
    <message>
        <source>Brazil</source>
        <translation>Brasil</translation>
    </message>
    <message>
        <source>Chile</source>
        <translation>Chile</translation>
    </message>
    <message>
        <source>Colombia</source>
        <translation>Colombia</translation>
    </message>
    <message>
        <source>Mexico</source>
        <translation>México</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Cargando…</translation>
    </message>
    <message>
        <source>Method code: %1</source>
        <translation>Código del método: %1</translation>
    </message>
    <message>
        <source>No e-wallets are offered in this country for your account.</source>
        <translation>No se ofrecen billeteras electrónicas en este país para su cuenta.</translation>
    </message>
    <message numerus="yes">
        <source>%n e-wallet(s).</source>
        <translation>
            <numerusform>%n billetera electrónica.</numerusform>
            <numerusform>%n billeteras electrónicas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Country</source>
        <translation>País</translation>
    </message>
    <message>
        <source>E-wallets</source>
        <translation>Billeteras electrónicas</translation>
    </message>
    <message>
        <source>The e-wallets offered in the chosen country, with their promotional text</source>
        <translation>Las billeteras electrónicas que se ofrecen en el país elegido, con su texto promocional</translation>
    </message>
</context>
<context>
    <name>dd::ExportDialog</name>
    <message>
        <source>Export report</source>
        <translation>Exportar informe</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Qué</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Pagos</translation>
    </message>
    <message>
        <source>Refunds</source>
        <translation>Reembolsos</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Ambos</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Cancel export</source>
        <translation>Cancelar exportación</translation>
    </message>
    <message>
        <source>Export again:</source>
        <translation>Exportar de nuevo:</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Filas</translation>
    </message>
    <message>
        <source>Current filter: %1</source>
        <translation>Filtro actual: %1</translation>
    </message>
    <message numerus="yes">
        <source>Selected payments (%Ln)</source>
        <translation>
            <numerusform>Pago seleccionado (%Ln)</numerusform>
            <numerusform>Pagos seleccionados (%Ln)</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened between</source>
        <translation>Abiertos entre</translation>
    </message>
    <message>
        <source>and</source>
        <translation>y</translation>
    </message>
    <message>
        <source>Columns (checked ones, in this order)</source>
        <translation>Columnas (las marcadas, en este orden)</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Preset name</source>
        <translation>Nombre del ajuste predefinido</translation>
    </message>
    <message>
        <source>Save preset</source>
        <translation>Guardar ajuste predefinido</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>CSV (spreadsheet text)</source>
        <translation>CSV (texto de hoja de cálculo)</translation>
    </message>
    <message>
        <source>XLSX (Excel workbook)</source>
        <translation>XLSX (libro de Excel)</translation>
    </message>
    <message>
        <source>PDF summary</source>
        <translation>Resumen en PDF</translation>
    </message>
    <message>
        <source>Comma (,)</source>
        <translation>Coma (,)</translation>
    </message>
    <message>
        <source>Semicolon (;)</source>
        <translation>Punto y coma (;)</translation>
    </message>
    <message>
        <source>Point (1234.50)</source>
        <translation>Punto (1234.50)</translation>
    </message>
    <message>
        <source>Comma (1234,50)</source>
        <translation>Coma (1234,50)</translation>
    </message>
    <message>
        <source>Start with a UTF-8 byte order mark (for Excel)</source>
        <translation>Comenzar con la marca de orden de bytes UTF-8 (para Excel)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <source>Separator:</source>
        <translation>Separador:</translation>
    </message>
    <message>
        <source>Decimal mark:</source>
        <translation>Separador decimal:</translation>
    </message>
    <message>
        <source>Time zone of dates:</source>
        <translation>Zona horaria de las fechas:</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Archivo:</translation>
    </message>
    <message>
        <source>Filter: %1</source>
        <translation>Filtro: %1</translation>
    </message>
    <message>
        <source>Name the preset and check at least one column.</source>
        <translation>Ponga un nombre al ajuste predefinido y marque al menos una columna.</translation>
    </message>
    <message>
        <source>Preset “%1” saved.</source>
        <translation>Ajuste predefinido “%1” guardado.</translation>
    </message>
    <message>
        <source>Choose an earlier export…</source>
        <translation>Elegir una exportación anterior…</translation>
    </message>
    <message numerus="yes">
        <source>%1 by %2: %3 %4, %n row(s)</source>
        <translation>
            <numerusform>%1 por %2: %3 %4, %n fila</numerusform>
            <numerusform>%1 por %2: %3 %4, %n filas</numerusform>
        </translation>
    </message>
    <message>
        <source>Settings of the earlier export loaded.</source>
        <translation>Se cargó la configuración de la exportación anterior.</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Exportar a</translation>
    </message>
    <message>
        <source>%1 files (*%2)</source>
        <translation>Archivos %1 (*%2)</translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation>Elija el archivo que se escribirá.</translation>
    </message>
    <message>
        <source>Check at least one column.</source>
        <translation>Marque al menos una columna.</translation>
    </message>
    <message>
        <source>The range ends before it starts.</source>
        <translation>El periodo termina antes de empezar.</translation>
    </message>
    <message>
        <source>Exporting…</source>
        <translation>Exportando…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) written to %1.</source>
        <translation>
            <numerusform>%Ln fila escrita en %1.</numerusform>
            <numerusform>%Ln filas escritas en %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled; no file was written.</source>
        <translation>Exportación cancelada; no se escribió ningún archivo.</translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation>La exportación falló: %1</translation>
    </message>
    <message>
        <source>Export again</source>
        <translation>Exportar de nuevo</translation>
    </message>
    <message>
        <source>Loads the settings of an earlier recorded export</source>
        <translation>Carga la configuración de una exportación registrada anteriormente</translation>
    </message>
    <message>
        <source>Opened from (included)</source>
        <translation>Abiertos desde (incluido)</translation>
    </message>
    <message>
        <source>Opened until (included)</source>
        <translation>Abiertos hasta (incluido)</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columnas</translation>
    </message>
    <message>
        <source>Check the columns to export; their order is the order in the file</source>
        <translation>Marque las columnas que se exportarán; su orden es el orden en el archivo</translation>
    </message>
    <message>
        <source>Column preset</source>
        <translation>Ajuste predefinido de columnas</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Too many payments are selected to export them as a selection; use the current filter or a date range.</source>
        <translation>Hay demasiados pagos seleccionados para exportarlos como selección; use el filtro actual o un rango de fechas.</translation>
    </message>
    <message>
        <source>For this format the file name ends in %1.</source>
        <translation>Para este formato el nombre del archivo termina en %1.</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 ya existe. ¿Reemplazarlo?</translation>
    </message>
    <message>
        <source>Nothing was written.</source>
        <translation>No se escribió nada.</translation>
    </message>
    <message>
        <source>Add a table of the payments (the first %L1)</source>
        <translation>Añadir una tabla de los pagos (los primeros %L1)</translation>
    </message>
</context>
<context>
    <name>dd::FilterBar</name>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>País</translation>
    </message>
    <message>
        <source>Any currency</source>
        <translation>Cualquier moneda</translation>
    </message>
    <message>
        <source>Any date</source>
        <translation>Cualquier fecha</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Hoy</translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation>Ayer</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Últimos 7 días</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Últimos 30 días</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Este mes</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>Mes pasado</translation>
    </message>
    <message>
        <source>Date range…</source>
        <translation>Periodo…</translation>
    </message>
    <message>
        <source>Opening date of the payment</source>
        <translation>Fecha de apertura del pago</translation>
    </message>
    <message>
        <source>From (inclusive)</source>
        <translation>Desde (incluido)</translation>
    </message>
    <message>
        <source>To (inclusive)</source>
        <translation>Hasta (incluido)</translation>
    </message>
    <message>
        <source>Min amount</source>
        <translation>Monto mín.</translation>
    </message>
    <message>
        <source>Max amount</source>
        <translation>Monto máx.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Limpiar</translation>
    </message>
    <message>
        <source>Show every payment again</source>
        <translation>Mostrar todos los pagos de nuevo</translation>
    </message>
    <message>
        <source>%1: all</source>
        <translation>%1: todos</translation>
    </message>
    <message>
        <source>For example: %1</source>
        <translation>Por ejemplo: %1</translation>
    </message>
    <message>
        <source>Search payments</source>
        <translation>Buscar pagos</translation>
    </message>
    <message>
        <source>Matches the start of the hash or merchant code, or of the customer&apos;s name, e-mail or document</source>
        <translation>Coincide con el inicio del hash o del código del comercio, o del nombre, correo o documento del cliente</translation>
    </message>
    <message>
        <source>Currency filter</source>
        <translation>Filtro de moneda</translation>
    </message>
    <message>
        <source>Opening date filter</source>
        <translation>Filtro de fecha de apertura</translation>
    </message>
    <message>
        <source>Opened from (inclusive)</source>
        <translation>Abiertos desde (incluido)</translation>
    </message>
    <message>
        <source>Opened until (inclusive)</source>
        <translation>Abiertos hasta (incluido)</translation>
    </message>
    <message>
        <source>Minimum amount</source>
        <translation>Monto mínimo</translation>
    </message>
    <message>
        <source>Maximum amount</source>
        <translation>Monto máximo</translation>
    </message>
    <message>
        <source>Hash, code or customer (Ctrl+F)</source>
        <translation>Hash, código o cliente (Ctrl+F)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>filter button: its title, then the names chosen</comment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n selected</source>
        <comment>filter button: its title, then how many entries are chosen</comment>
        <translation>
            <numerusform>%1: %n seleccionado</numerusform>
            <numerusform>%1: %n seleccionados</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::FirstStartDialog</name>
    <message>
        <source>Welcome to DirectDesk</source>
        <translation>Bienvenido a DirectDesk</translation>
    </message>
    <message>
        <source>&amp;Create cache</source>
        <translation>&amp;Crear caché</translation>
    </message>
    <message>
        <source>DirectDesk keeps the payments it knows in an encrypted cache on this computer. Choose a passphrase to protect it: it cannot be recovered if you forget it.</source>
        <translation>DirectDesk guarda los pagos que conoce en una caché cifrada en este equipo. Elija una contraseña para protegerla: no se puede recuperar si la olvida.</translation>
    </message>
    <message>
        <source>Encrypted cache</source>
        <translation>Caché cifrada</translation>
    </message>
    <message>
        <source>&amp;Passphrase:</source>
        <translation>Contra&amp;seña:</translation>
    </message>
    <message>
        <source>&amp;Repeat it:</source>
        <translation>&amp;Repítala:</translation>
    </message>
    <message>
        <source>Strength:</source>
        <translation>Seguridad:</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Pasarela</translation>
    </message>
    <message>
        <source>Choose a passphrase.</source>
        <translation>Elija una contraseña.</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>Las dos contraseñas no coinciden.</translation>
    </message>
    <message>
        <source>Creating the encrypted cache…</source>
        <translation>Creando la caché cifrada…</translation>
    </message>
</context>
<context>
    <name>dd::GatewayConfirmation</name>
    <message>
        <source>%1: %2</source>
        <comment>a field of a confirmation: caption, value</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>This will be sent to the gateway:</source>
        <translation>Esto se enviará a la pasarela:</translation>
    </message>
    <message>
        <source>integration_key: (yours, not shown)</source>
        <translation>integration_key: (la suya, no se muestra)</translation>
    </message>
</context>
<context>
    <name>dd::GatewayConnection</name>
    <message>
        <source>%1: %2%3</source>
        <translation>%1: %2%3</translation>
    </message>
</context>
<context>
    <name>dd::GatewayError</name>
    <message>
        <source>The gateway did not answer in time.</source>
        <translation>La pasarela no respondió a tiempo.</translation>
    </message>
    <message>
        <source>The gateway refused the connection. Check the base address.</source>
        <translation>La pasarela rechazó la conexión. Revise la dirección base.</translation>
    </message>
    <message>
        <source>The gateway&apos;s address could not be found. Check the base address and the network.</source>
        <translation>No se encontró la dirección de la pasarela. Revise la dirección base y la red.</translation>
    </message>
    <message>
        <source>The connection to the gateway was closed before the answer arrived.</source>
        <translation>La conexión con la pasarela se cerró antes de que llegara la respuesta.</translation>
    </message>
    <message>
        <source>The gateway&apos;s certificate could not be verified; nothing was sent.</source>
        <translation>No se pudo verificar el certificado de la pasarela; no se envió nada.</translation>
    </message>
    <message>
        <source>The gateway could not be reached.</source>
        <translation>No se pudo contactar a la pasarela.</translation>
    </message>
    <message>
        <source>The gateway answered with HTTP status %1.</source>
        <translation>La pasarela respondió con el estado HTTP %1.</translation>
    </message>
    <message>
        <source>The gateway&apos;s answer could not be read.</source>
        <translation>No se pudo leer la respuesta de la pasarela.</translation>
    </message>
    <message>
        <source>The request was not sent because some fields need attention.</source>
        <translation>La solicitud no se envió porque algunos campos requieren atención.</translation>
    </message>
    <message>
        <source>The gateway refused the request without saying why.</source>
        <translation>La pasarela rechazó la solicitud sin indicar el motivo.</translation>
    </message>
    <message>
        <source>The gateway refused the request: %1</source>
        <translation>La pasarela rechazó la solicitud: %1</translation>
    </message>
    <message>
        <source>The request may or may not have taken effect. Do not send it again: look the payment up first, by its merchant code, to learn what happened.</source>
        <translation>La solicitud puede haberse aplicado o no. No la envíe de nuevo: primero consulte el pago por su código del comercio para saber qué pasó.</translation>
    </message>
</context>
<context>
    <name>dd::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>Idioma del &amp;sistema</translation>
    </message>
    <message>
        <source>Applied after a restart</source>
        <translation>Se aplica al reiniciar</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The new language is used after you restart DirectDesk.</source>
        <translation>El nuevo idioma se usará cuando reinicie DirectDesk.</translation>
    </message>
    <message>
        <source>&amp;Region (numbers and dates)</source>
        <translation>&amp;Región (números y fechas)</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>Seguir el &amp;sistema</translation>
    </message>
    <message>
        <source>The new region is used after you restart DirectDesk.</source>
        <translation>La nueva región se usará cuando reinicie DirectDesk.</translation>
    </message>
</context>
<context>
    <name>dd::LocalizedAmount</name>
    <message>
        <source>Enter an amount.</source>
        <translation>Ingrese un monto.</translation>
    </message>
    <message>
        <source>Not an amount: use digits and at most one decimal mark (%1).</source>
        <translation>No es un monto: use dígitos y como máximo un separador decimal (%1).</translation>
    </message>
    <message>
        <source>Ambiguous amount: use only &apos;%1&apos; as the decimal mark and leave out thousands separators.</source>
        <translation>Monto ambiguo: use solo &apos;%1&apos; como separador decimal y omita los separadores de miles.</translation>
    </message>
    <message>
        <source>The thousands separator is in the wrong place; the decimal mark here is &apos;%1&apos;.</source>
        <translation>El separador de miles está en un lugar incorrecto; aquí el separador decimal es &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>At most two decimal places.</source>
        <translation>Como máximo dos decimales.</translation>
    </message>
    <message>
        <source>The amount must be greater than zero.</source>
        <translation>El monto debe ser mayor que cero.</translation>
    </message>
    <message>
        <source>The amount is too large.</source>
        <translation>El monto es demasiado grande.</translation>
    </message>
</context>
<context>
    <name>dd::LookupDialog</name>
    <message>
        <source>Look up payments</source>
        <translation>Consultar pagos</translation>
    </message>
    <message>
        <source>Paste one payment hash or merchant payment code, or a list: one per line or separated by commas.</source>
        <translation>Pegue un hash de pago o un código de pago del comercio, o una lista: uno por línea o separados por comas.</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>&amp;Look up</source>
        <translation>&amp;Consultar</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <source>No codes yet.</source>
        <translation>Todavía no hay códigos.</translation>
    </message>
    <message numerus="yes">
        <source>%n code(s) to look up.</source>
        <translation>
            <numerusform>%n código por consultar.</numerusform>
            <numerusform>%n códigos por consultar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>En espera</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>Consultando…</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Encontrado</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>No encontrado</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Detenido</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Found: %1, not found: %2, errors: %3.</source>
        <translation>Encontrados: %1, no encontrados: %2, errores: %3.</translation>
    </message>
    <message>
        <source>Payment codes</source>
        <translation>Códigos de pago</translation>
    </message>
    <message>
        <source>Payment hashes or merchant payment codes, one per line or separated by commas</source>
        <translation>Hashes de pago o códigos de pago del comercio, uno por línea o separados por comas</translation>
    </message>
    <message>
        <source>Look-up results</source>
        <translation>Resultados de la consulta</translation>
    </message>
</context>
<context>
    <name>dd::MainWindow</name>
    <message>
        <source>DirectDesk</source>
        <translation>DirectDesk</translation>
    </message>
    <message>
        <source>DirectDesk is locked. Payments stay hidden until the cache is unlocked.</source>
        <translation>DirectDesk está bloqueado. Los pagos permanecen ocultos hasta desbloquear la caché.</translation>
    </message>
    <message>
        <source>&amp;Unlock…</source>
        <translation>&amp;Desbloquear…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Payment</source>
        <translation>&amp;Pago</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>Refreshing</source>
        <translation>Actualizando</translation>
    </message>
    <message numerus="yes">
        <source>%n payment(s) could not be refreshed</source>
        <translation>
            <numerusform>%n pago no se pudo actualizar</numerusform>
            <numerusform>%n pagos no se pudieron actualizar</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>&amp;Exportar informe…</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Exportar informe</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Pagos</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>Seguir el &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>C&amp;laro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <source>Payments and overview</source>
        <translation>Pagos y resumen</translation>
    </message>
    <message>
        <source>Refresh from gateway</source>
        <translation>Actualizar desde la pasarela</translation>
    </message>
    <message numerus="yes">
        <source>Select at most %Ln payments to refresh them from the gateway.</source>
        <translation>
            <numerusform>Seleccione como máximo %Ln pago para actualizarlo desde la pasarela.</numerusform>
            <numerusform>Seleccione como máximo %Ln pagos para actualizarlos desde la pasarela.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy rows</source>
        <translation>Copiar filas</translation>
    </message>
    <message numerus="yes">
        <source>Select at most %Ln payments to copy them; export the filter for more.</source>
        <translation>
            <numerusform>Seleccione como máximo %Ln pago para copiarlo; para más, exporte el filtro.</numerusform>
            <numerusform>Seleccione como máximo %Ln pagos para copiarlos; para más, exporte el filtro.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Reconcile orders…</source>
        <translation>Co&amp;nciliar pedidos…</translation>
    </message>
    <message>
        <source>Match the shop&apos;s order file with the gateway&apos;s payments, differences first</source>
        <translation>Compara el archivo de pedidos de la tienda con los pagos de la pasarela y muestra primero las diferencias</translation>
    </message>
    <message>
        <source>Reconcile orders</source>
        <translation>Conciliar pedidos</translation>
    </message>
    <message>
        <source>Export the filtered or selected payments as CSV, XLSX or PDF (%1)</source>
        <translation>Exporta los pagos filtrados o seleccionados a CSV, XLSX o PDF (%1)</translation>
    </message>
    <message>
        <source>Look up</source>
        <comment>tool bar button</comment>
        <translation>Consultar</translation>
    </message>
    <message>
        <source>Refresh</source>
        <comment>tool bar button</comment>
        <translation>Actualizar</translation>
    </message>
    <message>
        <source>Export</source>
        <comment>tool bar button</comment>
        <translation>Exportar</translation>
    </message>
</context>
<context>
    <name>dd::MethodKind</name>
    <message>
        <source>Card</source>
        <translation>Tarjeta</translation>
    </message>
    <message>
        <source>Online bank / cash (redirect)</source>
        <translation>Banca en línea / efectivo (redirección)</translation>
    </message>
    <message>
        <source>SPEI transfer</source>
        <translation>Transferencia SPEI</translation>
    </message>
    <message>
        <source>Cash voucher</source>
        <translation>Cupón de pago en efectivo</translation>
    </message>
    <message>
        <source>Voucher</source>
        <translation>Cupón de pago</translation>
    </message>
    <message>
        <source>E-wallet</source>
        <translation>Billetera electrónica</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Otro</translation>
    </message>
</context>
<context>
    <name>dd::Money</name>
    <message>
        <source>Enter an amount.</source>
        <translation>Ingrese un monto.</translation>
    </message>
    <message>
        <source>Not a valid amount: use digits and at most one decimal mark.</source>
        <translation>Monto no válido: use dígitos y como máximo un separador decimal.</translation>
    </message>
    <message>
        <source>Too many decimal places.</source>
        <translation>Demasiados decimales.</translation>
    </message>
    <message>
        <source>The amount cannot be negative.</source>
        <translation>El monto no puede ser negativo.</translation>
    </message>
    <message>
        <source>The amount must be greater than zero.</source>
        <translation>El monto debe ser mayor que cero.</translation>
    </message>
    <message>
        <source>The amount is too large.</source>
        <translation>El monto es demasiado grande.</translation>
    </message>
    <message>
        <source>%1 amounts have no decimal places: enter whole units.</source>
        <translation>Los montos en %1 no tienen decimales: ingrese unidades enteras.</translation>
    </message>
    <message>
        <source>%1 amounts have at most %2 decimal places.</source>
        <translation>Los montos en %1 tienen como máximo %2 decimales.</translation>
    </message>
</context>
<context>
    <name>dd::NewPaymentDialog</name>
    <message>
        <source>New payment</source>
        <translation>Nuevo pago</translation>
    </message>
    <message>
        <source>&amp;Create payment</source>
        <translation>C&amp;rear pago</translation>
    </message>
    <message>
        <source>Check by merchant code</source>
        <translation>Verificar por código del comercio</translation>
    </message>
    <message>
        <source>Ask the gateway whether the payment with this merchant code was created</source>
        <translation>Preguntar a la pasarela si se creó el pago con este código del comercio</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Tarjeta</translation>
    </message>
    <message>
        <source>Online bank or cash, Chile (multicaja)</source>
        <translation>Banca en línea o efectivo, Chile (multicaja)</translation>
    </message>
    <message>
        <source>Cash voucher, Chile (sencillito)</source>
        <translation>Cupón de pago en efectivo, Chile (sencillito)</translation>
    </message>
    <message>
        <source>SPEI transfer voucher, Mexico</source>
        <translation>Cupón de transferencia SPEI, México</translation>
    </message>
    <message>
        <source>Boleto, Brazil</source>
        <translation>Boleto, Brasil</translation>
    </message>
    <message>
        <source>E-wallet</source>
        <translation>Billetera electrónica</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>&amp;Método:</translation>
    </message>
    <message>
        <source>C&amp;ountry:</source>
        <translation>&amp;País:</translation>
    </message>
    <message>
        <source>&amp;E-wallet:</source>
        <translation>&amp;Billetera electrónica:</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>Mo&amp;nto:</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>M&amp;oneda:</translation>
    </message>
    <message>
        <source>&amp;Phone:</source>
        <translation>Te&amp;léfono:</translation>
    </message>
    <message>
        <source>&amp;Document:</source>
        <translation>Doc&amp;umento:</translation>
    </message>
    <message>
        <source>&amp;Birth date (DD/MM/YYYY):</source>
        <translation>&amp;Fecha de nacimiento (DD/MM/AAAA):</translation>
    </message>
    <message>
        <source>Addre&amp;ss:</source>
        <translation>Dire&amp;cción:</translation>
    </message>
    <message>
        <source>Cit&amp;y:</source>
        <translation>Ciuda&amp;d:</translation>
    </message>
    <message>
        <source>&amp;Instalments:</source>
        <translation>Cuo&amp;tas:</translation>
    </message>
    <message>
        <source>Authori&amp;ze only (capture later)</source>
        <translation>Solo autori&amp;zar (capturar después)</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>CLABE account:</source>
        <translation>Cuenta CLABE:</translation>
    </message>
    <message>
        <source>Reference:</source>
        <translation>Referencia:</translation>
    </message>
    <message>
        <source>Save voucher as PDF</source>
        <translation>Guardar cupón como PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The voucher could not be written to %1.</source>
        <translation>No se pudo escribir el cupón en %1.</translation>
    </message>
    <message>
        <source>Loading e-wallets…</source>
        <translation>Cargando billeteras electrónicas…</translation>
    </message>
    <message>
        <source>No e-wallets are offered in this country.</source>
        <translation>No se ofrecen billeteras electrónicas en este país.</translation>
    </message>
    <message>
        <source>Choose an e-wallet offered in this country.</source>
        <translation>Elija una billetera electrónica que se ofrezca en este país.</translation>
    </message>
    <message>
        <source>A payment with this merchant code may already exist (its outcome is unknown). Check by merchant code before sending it again.</source>
        <translation>Puede que ya exista un pago con este código del comercio (su resultado es desconocido). Verifique por código del comercio antes de enviarlo de nuevo.</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Enviando…</translation>
    </message>
    <message>
        <source>Outcome unknown.</source>
        <translation>Resultado desconocido.</translation>
    </message>
    <message>
        <source>Nothing more is sent with merchant code %1 until &quot;Check by merchant code&quot; has asked the gateway.</source>
        <translation>No se envía nada más con el código del comercio %1 hasta que &quot;Verificar por código del comercio&quot; haya consultado a la pasarela.</translation>
    </message>
    <message>
        <source>Asking the gateway…</source>
        <translation>Consultando a la pasarela…</translation>
    </message>
    <message>
        <source>Checked: the payment was created.</source>
        <translation>Verificado: el pago se creó.</translation>
    </message>
    <message>
        <source>Checked: no payment has this merchant code. You may send it again.</source>
        <translation>Verificado: ningún pago tiene este código del comercio. Puede enviarlo de nuevo.</translation>
    </message>
    <message>
        <source>The check failed, the outcome is still unknown.</source>
        <translation>La verificación falló; el resultado sigue siendo desconocido.</translation>
    </message>
    <message>
        <source>Payment created: %1, status %2.</source>
        <translation>Pago creado: %1, estado %2.</translation>
    </message>
    <message>
        <source>Payment page</source>
        <translation>Página de pago</translation>
    </message>
    <message>
        <source>SPEI voucher</source>
        <translation>Cupón SPEI</translation>
    </message>
    <message>
        <source>Boleto</source>
        <translation>Boleto</translation>
    </message>
    <message>
        <source>OXXO voucher</source>
        <translation>Cupón OXXO</translation>
    </message>
    <message>
        <source>Merchant payment code:</source>
        <translation>Código de pago del comercio:</translation>
    </message>
    <message>
        <source>Custome&amp;r name:</source>
        <translation>Nombre del cl&amp;iente:</translation>
    </message>
    <message>
        <source>E-mail:</source>
        <translation>Correo electrónico:</translation>
    </message>
    <message>
        <source>Street number:</source>
        <translation>Número exterior:</translation>
    </message>
    <message>
        <source>State:</source>
        <translation>Estado:</translation>
    </message>
    <message>
        <source>Zip code:</source>
        <translation>Código postal:</translation>
    </message>
    <message>
        <source>Callback UR&amp;L:</source>
        <translation>URL d&amp;e retorno:</translation>
    </message>
    <message>
        <source>Payment details</source>
        <translation>Detalles del pago</translation>
    </message>
    <message>
        <source>Save &amp;voucher as PDF…</source>
        <translation>&amp;Guardar cupón como PDF…</translation>
    </message>
    <message>
        <source>Cash voucher, Mexico (OXXO)</source>
        <translation>Cupón de pago en efectivo, México (OXXO)</translation>
    </message>
    <message>
        <source>Create a payment of %1?</source>
        <translation>¿Crear un pago de %1?</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>País</translation>
    </message>
    <message>
        <source>Merchant payment code</source>
        <translation>Código de pago del comercio</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <source>Instalments</source>
        <translation>Cuotas</translation>
    </message>
    <message>
        <source>Authorize only: capture it later.</source>
        <translation>Solo autorizar: capturarlo después.</translation>
    </message>
    <message>
        <source>Create the payment</source>
        <translation>Crear el pago</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>No card payments here: on a team server card data would pass through the team&apos;s database.</source>
        <translation>Aquí no hay pagos con tarjeta: en un servidor del equipo los datos de la tarjeta pasarían por la base de datos del equipo.</translation>
    </message>
    <message>
        <source>Type the e-wallet&apos;s code (such as picpay): the list needs the gateway, which only the team worker talks to.</source>
        <translation>Escriba el código de la billetera electrónica (como picpay): la lista necesita la pasarela, con la que solo habla el worker del equipo.</translation>
    </message>
    <message>
        <source>A payment with this merchant code may already exist (its outcome is unknown). The team worker settles it by query.</source>
        <translation>Puede que ya exista un pago con este código del comercio (su resultado es desconocido). El worker del equipo lo resuelve con una consulta.</translation>
    </message>
    <message>
        <source>Handed to the team worker; the payment appears here once it has created it…</source>
        <translation>Entregado al worker del equipo; el pago aparece aquí en cuanto lo haya creado…</translation>
    </message>
    <message>
        <source>Nothing more is sent with merchant code %1: the team worker settles it by query.</source>
        <translation>No se envía nada más con el código del comercio %1: el worker del equipo lo resuelve con una consulta.</translation>
    </message>
</context>
<context>
    <name>dd::NewPaymentVoucher</name>
    <message>
        <source>Payment page: %1</source>
        <translation>Página de pago: %1</translation>
    </message>
    <message>
        <source>SPEI voucher: %1</source>
        <translation>Cupón SPEI: %1</translation>
    </message>
    <message>
        <source>Boleto: %1</source>
        <translation>Boleto: %1</translation>
    </message>
    <message>
        <source>OXXO voucher: %1</source>
        <translation>Cupón OXXO: %1</translation>
    </message>
    <message>
        <source>Payment voucher</source>
        <translation>Cupón de pago</translation>
    </message>
    <message>
        <source>Amount: %1 %2</source>
        <translation>Monto: %1 %2</translation>
    </message>
    <message>
        <source>Method: %1</source>
        <translation>Método: %1</translation>
    </message>
    <message>
        <source>Pay by: %1</source>
        <translation>Pagar hasta el: %1</translation>
    </message>
    <message>
        <source>CLABE account: %1</source>
        <translation>Cuenta CLABE: %1</translation>
    </message>
    <message>
        <source>CLABE reference: %1</source>
        <translation>Referencia CLABE: %1</translation>
    </message>
    <message>
        <source>Typeable line: %1</source>
        <translation>Línea digitable: %1</translation>
    </message>
    <message>
        <source>Boleto barcode</source>
        <translation>Código de barras del boleto</translation>
    </message>
    <message>
        <source>Reference to quote when paying: %1</source>
        <translation>Referencia para indicar al pagar: %1</translation>
    </message>
    <message>
        <source>Gateway payment hash: %1</source>
        <translation>Hash del pago en la pasarela: %1</translation>
    </message>
</context>
<context>
    <name>dd::NotificationImport</name>
    <message>
        <source>The notification is neither form fields nor a JSON object.</source>
        <translation>La notificación no es ni campos de formulario ni un objeto JSON.</translation>
    </message>
    <message>
        <source>Not a payment status notification (operation %1).</source>
        <translation>No es una notificación de estado de pago (operación %1).</translation>
    </message>
    <message>
        <source>Not a payment hash: %1</source>
        <translation>No es un hash de pago: %1</translation>
    </message>
    <message>
        <source>Not a merchant payment code: %1</source>
        <translation>No es un código de pago del comercio: %1</translation>
    </message>
    <message>
        <source>The notification names no payment (hash_codes, hash or merchant_payment_code).</source>
        <translation>La notificación no indica ningún pago (hash_codes, hash o merchant_payment_code).</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Línea %1: %2</translation>
    </message>
    <message>
        <source>No notification found.</source>
        <translation>No se encontró ninguna notificación.</translation>
    </message>
    <message>
        <source>Line %1 is neither a payment hash nor a merchant payment code.</source>
        <translation>La línea %1 no es ni un hash de pago ni un código de pago del comercio.</translation>
    </message>
    <message>
        <source>The list holds no code.</source>
        <translation>La lista no contiene ningún código.</translation>
    </message>
</context>
<context>
    <name>dd::NotificationImportDialog</name>
    <message>
        <source>&amp;Open file…</source>
        <translation>&amp;Abrir archivo…</translation>
    </message>
    <message>
        <source>Import notifications</source>
        <translation>Importar notificaciones</translation>
    </message>
    <message>
        <source>Gateway notifications, one a line</source>
        <translation>Notificaciones de la pasarela, una por línea</translation>
    </message>
    <message>
        <source>Hashes or merchant payment codes, one a line</source>
        <translation>Hashes o códigos de pago del comercio, uno por línea</translation>
    </message>
    <message>
        <source>operation=payment_status_change&amp;notification_type=update&amp;hash_codes=5e1f…,5e20…</source>
        <translation>operation=payment_status_change&amp;notification_type=update&amp;hash_codes=5e1f…,5e20…</translation>
    </message>
    <message>
        <source>&amp;Queue and query</source>
        <translation>&amp;Encolar y consultar</translation>
    </message>
    <message>
        <source>Paste what the gateway posted to your notification URL, or open a file of it. Lines starting with # are ignored. Every payment named is queued and queried; codes whose query fails stay queued for the next refresh.</source>
        <translation>Pegue lo que la pasarela envió a su URL de notificación o abra un archivo con ello. Se ignoran las líneas que empiezan con #. Cada pago indicado se encola y se consulta; los códigos cuya consulta falla quedan en cola para la próxima actualización.</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 is larger than 16 MiB; import it with directdesk-cli import.</source>
        <translation>%1 pesa más de 16 MiB; impórtelo con directdesk-cli import.</translation>
    </message>
    <message>
        <source>Open notifications</source>
        <translation>Abrir notificaciones</translation>
    </message>
    <message>
        <source>Text files (*.txt *.log *.csv *.json);;All files (*)</source>
        <translation>Archivos de texto (*.txt *.log *.csv *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Paste notifications or open a file.</source>
        <translation>Pegue notificaciones o abra un archivo.</translation>
    </message>
    <message numerus="yes">
        <source>%n payment(s) to query</source>
        <translation>
            <numerusform>%n pago por consultar</numerusform>
            <numerusform>%n pagos por consultar</numerusform>
        </translation>
    </message>
    <message>
        <source>Notifications or codes to import</source>
        <translation>Notificaciones o códigos para importar</translation>
    </message>
</context>
<context>
    <name>dd::NotificationListener</name>
    <message>
        <source>it carries no signature</source>
        <translation>no tiene firma</translation>
    </message>
    <message>
        <source>unknown signature type &quot;%1&quot;</source>
        <translation>tipo de firma desconocido &quot;%1&quot;</translation>
    </message>
    <message>
        <source>signed with another certificate (fingerprint %1, expected %2)</source>
        <translation>firmada con otro certificado (huella %1, se esperaba %2)</translation>
    </message>
    <message>
        <source>its signature is not base64</source>
        <translation>su firma no está en base64</translation>
    </message>
    <message>
        <source>its signature does not match its body</source>
        <translation>su firma no corresponde a su cuerpo</translation>
    </message>
    <message>
        <source>Refused a notification: %1.</source>
        <translation>Se rechazó una notificación: %1.</translation>
    </message>
</context>
<context>
    <name>dd::NotificationSignature</name>
    <message>
        <source>The gateway certificate is not a PEM X.509 certificate.</source>
        <translation>El certificado de la pasarela no es un certificado X.509 en formato PEM.</translation>
    </message>
    <message>
        <source>The gateway certificate does not hold an RSA key.</source>
        <translation>El certificado de la pasarela no contiene una clave RSA.</translation>
    </message>
    <message>
        <source>Cannot read the gateway certificate %1: %2</source>
        <translation>No se puede leer el certificado de la pasarela %1: %2</translation>
    </message>
    <message>
        <source>Could not read the gateway&apos;s certificate setting %1: %2</source>
        <translation>No se pudo leer la configuración del certificado de la pasarela %1: %2</translation>
    </message>
</context>
<context>
    <name>dd::OperatorForm</name>
    <message>
        <source>Add operator</source>
        <translation>Agregar operador</translation>
    </message>
    <message>
        <source>&amp;Add operator</source>
        <translation>&amp;Agregar operador</translation>
    </message>
    <message>
        <source>The new operator opens DirectDesk with their own passphrase; their role decides what they may do.</source>
        <translation>El nuevo operador abre DirectDesk con su propia contraseña; su rol decide lo que puede hacer.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>R&amp;ole:</source>
        <translation>R&amp;ol:</translation>
    </message>
    <message>
        <source>&amp;Passphrase:</source>
        <translation>&amp;Contraseña:</translation>
    </message>
    <message>
        <source>&amp;Repeat it:</source>
        <translation>&amp;Repítala:</translation>
    </message>
    <message>
        <source>Strength:</source>
        <translation>Seguridad:</translation>
    </message>
    <message>
        <source>Enter the operator&apos;s name.</source>
        <translation>Escriba el nombre del operador.</translation>
    </message>
    <message>
        <source>Choose a passphrase for them.</source>
        <translation>Elija una contraseña para el operador.</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>Las dos contraseñas no coinciden.</translation>
    </message>
</context>
<context>
    <name>dd::OperatorsDialog</name>
    <message>
        <source>Operators</source>
        <translation>Operadores</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rol</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Agregar…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Change r&amp;ole…</source>
        <translation>Cambiar r&amp;ol…</translation>
    </message>
    <message>
        <source>Change &amp;my passphrase…</source>
        <translation>Cambiar &amp;mi contraseña…</translation>
    </message>
    <message>
        <source>Signed in: %1 (%2)</source>
        <translation>Sesión iniciada: %1 (%2)</translation>
    </message>
    <message>
        <source>Remove operator</source>
        <translation>Quitar operador</translation>
    </message>
    <message>
        <source>Remove %1? Their passphrase stops opening DirectDesk.</source>
        <translation>¿Quitar a %1? La contraseña de %1 dejará de abrir DirectDesk.</translation>
    </message>
    <message>
        <source>Change role</source>
        <translation>Cambiar rol</translation>
    </message>
    <message>
        <source>New role of %1:</source>
        <translation>Nuevo rol de %1:</translation>
    </message>
    <message>
        <source>Change my passphrase</source>
        <translation>Cambiar mi contraseña</translation>
    </message>
    <message>
        <source>Current passphrase:</source>
        <translation>Contraseña actual:</translation>
    </message>
    <message>
        <source>New passphrase:</source>
        <translation>Nueva contraseña:</translation>
    </message>
    <message>
        <source>New passphrase again:</source>
        <translation>Nueva contraseña de nuevo:</translation>
    </message>
    <message>
        <source>Your passphrase was changed.</source>
        <translation>Su contraseña se cambió.</translation>
    </message>
</context>
<context>
    <name>dd::OverviewModel</name>
    <message>
        <source>The overview could not be read: the store did not answer.</source>
        <translation>No se pudo leer el resumen: el almacén no respondió.</translation>
    </message>
</context>
<context>
    <name>dd::OverviewTab</name>
    <message>
        <source>Today</source>
        <translation>Hoy</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Últimos 7 días</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Últimos 30 días</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Este mes</translation>
    </message>
    <message>
        <source>Date range…</source>
        <translation>Periodo…</translation>
    </message>
    <message>
        <source>Payments opened in this period, within the filter above</source>
        <translation>Pagos abiertos en este periodo, dentro del filtro de arriba</translation>
    </message>
    <message>
        <source>From (inclusive)</source>
        <translation>Desde (incluido)</translation>
    </message>
    <message>
        <source>To (inclusive)</source>
        <translation>Hasta (incluido)</translation>
    </message>
    <message>
        <source>Amounts of different currencies are never added together</source>
        <translation>Los montos de monedas diferentes nunca se suman</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Vencimiento</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Monto</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Merchant code</source>
        <translation>Código del comercio</translation>
    </message>
    <message>
        <source>Click a voucher to show it in the payments table</source>
        <translation>Haga clic en un cupón para mostrarlo en la tabla de pagos</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>Periodo:</translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation>Moneda:</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>Actualizando…</translation>
    </message>
    <message>
        <source>The cache could not be read.</source>
        <translation>No se pudo leer la caché.</translation>
    </message>
    <message>
        <source>No payments were opened in this period.</source>
        <translation>No se abrió ningún pago en este periodo.</translation>
    </message>
    <message>
        <source>Confirmed volume by method (%1)</source>
        <translation>Volumen confirmado por método (%1)</translation>
    </message>
    <message>
        <source>Confirmed volume by country (%1)</source>
        <translation>Volumen confirmado por país (%1)</translation>
    </message>
    <message>
        <source>Confirmed volume per opening day (%1)</source>
        <translation>Volumen confirmado por día de apertura (%1)</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 in %Ln payment(s)</source>
        <translation>
            <numerusform>%1: %2 en %Ln pago</numerusform>
            <numerusform>%1: %2 en %Ln pagos</numerusform>
        </translation>
    </message>
    <message>
        <source>Payments by status</source>
        <translation>Pagos por estado</translation>
    </message>
    <message>
        <source>Refunds requested in the period (%1)</source>
        <translation>Reembolsos solicitados en el periodo (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 in %Ln refund(s)</source>
        <translation>
            <numerusform>%1: %2 en %Ln reembolso</numerusform>
            <numerusform>%1: %2 en %Ln reembolsos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pending vouchers due within %n day(s): %1</source>
        <translation>
            <numerusform>Cupones pendientes que vencen en %n día: %1</numerusform>
            <numerusform>Cupones pendientes que vencen en %n días: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Confirmed volume by method</source>
        <translation>Volumen confirmado por método</translation>
    </message>
    <message>
        <source>Confirmed volume by country</source>
        <translation>Volumen confirmado por país</translation>
    </message>
    <message>
        <source>Confirmed volume per opening day</source>
        <translation>Volumen confirmado por día de apertura</translation>
    </message>
    <message>
        <source>Refunds requested in the period</source>
        <translation>Reembolsos solicitados en el periodo</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>status legend: the status, then how many payments</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>dd::PassphraseStrength</name>
    <message>
        <source>No passphrase</source>
        <translation>Sin contraseña</translation>
    </message>
    <message>
        <source>Very weak</source>
        <translation>Muy débil</translation>
    </message>
    <message>
        <source>Weak</source>
        <translation>Débil</translation>
    </message>
    <message>
        <source>Fair</source>
        <translation>Aceptable</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Fuerte</translation>
    </message>
    <message>
        <source>Very strong</source>
        <translation>Muy fuerte</translation>
    </message>
</context>
<context>
    <name>dd::PaymentActions</name>
    <message>
        <source>&amp;Look up or import payments…</source>
        <translation>&amp;Consultar o importar pagos…</translation>
    </message>
    <message>
        <source>Refresh from &amp;gateway</source>
        <translation>Actualizar desde la &amp;pasarela</translation>
    </message>
    <message>
        <source>&amp;Lock</source>
        <translation>&amp;Bloquear</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Capture…</source>
        <translation>&amp;Capturar…</translation>
    </message>
    <message>
        <source>&amp;Refund…</source>
        <translation>&amp;Reembolsar…</translation>
    </message>
    <message>
        <source>Cancel re&amp;fund…</source>
        <translation>Cancelar re&amp;embolso…</translation>
    </message>
    <message>
        <source>Cancel &amp;payment…</source>
        <translation>Cancelar &amp;pago…</translation>
    </message>
    <message>
        <source>Check &amp;now</source>
        <translation>Verificar &amp;ahora</translation>
    </message>
    <message>
        <source>&amp;Copy rows</source>
        <translation>Copiar &amp;filas</translation>
    </message>
    <message>
        <source>Copy &amp;hash</source>
        <translation>Copiar &amp;hash</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Buscar…</translation>
    </message>
    <message>
        <source>C&amp;lear filters</source>
        <translation>&amp;Limpiar filtros</translation>
    </message>
    <message>
        <source>&amp;Reload table</source>
        <translation>&amp;Recargar tabla</translation>
    </message>
    <message>
        <source>Reset &amp;layout</source>
        <translation>Restablecer &amp;diseño</translation>
    </message>
    <message>
        <source>&amp;E-wallets by country…</source>
        <translation>Billeteras &amp;electrónicas por país…</translation>
    </message>
    <message>
        <source>&amp;Connection and security…</source>
        <translation>C&amp;onexión y seguridad…</translation>
    </message>
    <message>
        <source>&amp;About DirectDesk</source>
        <translation>&amp;Acerca de DirectDesk</translation>
    </message>
    <message>
        <source>&amp;New payment…</source>
        <translation>&amp;Nuevo pago…</translation>
    </message>
    <message>
        <source>&amp;Operators…</source>
        <translation>&amp;Operadores…</translation>
    </message>
    <message>
        <source>&amp;Approvals…</source>
        <translation>&amp;Aprobaciones…</translation>
    </message>
    <message>
        <source>Audit &amp;trail…</source>
        <translation>&amp;Registro de auditoría…</translation>
    </message>
</context>
<context>
    <name>dd::PaymentLookup</name>
    <message>
        <source>The payment could not be read: the store did not answer.</source>
        <translation>No se pudo leer el pago: el almacén no respondió.</translation>
    </message>
</context>
<context>
    <name>dd::PaymentOperations</name>
    <message>
        <source>The refund is above the approval threshold: it waits as request %1 until a Manager approves it. Nothing was sent.</source>
        <translation>El reembolso supera el umbral de aprobación: queda en espera como solicitud %1 hasta que un Gerente lo apruebe. No se envió nada.</translation>
    </message>
    <message>
        <source>This request is not approved, or was sent already.</source>
        <translation>Esta solicitud no está aprobada o ya se envió.</translation>
    </message>
    <message>
        <source>A payment with this merchant code is being created or its outcome is unknown. Check it by its merchant code before sending it again.</source>
        <translation>Se está creando un pago con este código del comercio o su resultado es desconocido. Verifíquelo por su código del comercio antes de enviarlo de nuevo.</translation>
    </message>
    <message>
        <source>Payment %1 already has this merchant code. Each payment needs a code of its own.</source>
        <translation>El pago %1 ya tiene este código del comercio. Cada pago necesita un código propio.</translation>
    </message>
    <message>
        <source>The cache could not record the payment, so nothing was sent.</source>
        <translation>La caché no pudo registrar el pago, así que no se envió nada.</translation>
    </message>
    <message>
        <source>Give the merchant payment code.</source>
        <translation>Indique el código de pago del comercio.</translation>
    </message>
    <message>
        <source>An earlier action on this payment has an unknown outcome or is still running. Check the payment now before sending anything else.</source>
        <translation>Una acción anterior sobre este pago tiene un resultado desconocido o sigue en curso. Verifique el pago ahora antes de enviar otra cosa.</translation>
    </message>
    <message>
        <source>The cache could not record the action, so nothing was sent.</source>
        <translation>La caché no pudo registrar la acción, así que no se envió nada.</translation>
    </message>
    <message>
        <source>Give a payment hash or merchant payment code.</source>
        <translation>Indique un hash de pago o un código de pago del comercio.</translation>
    </message>
    <message>
        <source>Give the payment&apos;s hash.</source>
        <translation>Indique el hash del pago.</translation>
    </message>
</context>
<context>
    <name>dd::PaymentStatus</name>
    <message>
        <source>Open</source>
        <translation>Abierto</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Pendiente</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Confirmado</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A payment or refund status: the word, then the gateway&apos;s two-letter code, e.g. &quot;Pending (PE)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>dd::PaymentStore</name>
    <message>
        <source>A payment without a hash cannot be stored.</source>
        <translation>Un pago sin hash no se puede guardar.</translation>
    </message>
</context>
<context>
    <name>dd::PaymentTableModel</name>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Opened</source>
        <translation>Abierto el</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>Merchant code</source>
        <translation>Código del comercio</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>País</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Monto</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moneda</translation>
    </message>
    <message>
        <source>Refunded</source>
        <translation>Reembolsado</translation>
    </message>
    <message>
        <source>Refundable</source>
        <translation>Reembolsable</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Confirmado</translation>
    </message>
    <message>
        <source>Status date</source>
        <translation>Fecha del estado</translation>
    </message>
    <message>
        <source>Transferred</source>
        <translation>Transferido</translation>
    </message>
    <message>
        <source>Due date</source>
        <translation>Vencimiento</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>Order number</source>
        <translation>Número de pedido</translation>
    </message>
    <message>
        <source>Settlement amount</source>
        <translation>Monto de liquidación</translation>
    </message>
    <message>
        <source>IOF tax</source>
        <translation>IOF</translation>
    </message>
    <message>
        <source>Requested amount</source>
        <translation>Monto solicitado</translation>
    </message>
    <message>
        <source>Currency rate</source>
        <translation>Tipo de cambio</translation>
    </message>
    <message>
        <source>Instalments</source>
        <translation>Cuotas</translation>
    </message>
    <message>
        <source>Billing descriptor</source>
        <translation>Descriptor de cobro</translation>
    </message>
    <message>
        <source>Acquirer answer</source>
        <translation>Respuesta del adquirente</translation>
    </message>
    <message>
        <source>Pre-approved</source>
        <translation>Preaprobado</translation>
    </message>
    <message>
        <source>Capture available</source>
        <translation>Captura disponible</translation>
    </message>
    <message>
        <source>Redirect link</source>
        <translation>Enlace de redirección</translation>
    </message>
    <message>
        <source>SPEI voucher link</source>
        <translation>Enlace del cupón SPEI</translation>
    </message>
    <message>
        <source>CLABE account</source>
        <translation>Cuenta CLABE</translation>
    </message>
    <message>
        <source>CLABE reference</source>
        <translation>Referencia CLABE</translation>
    </message>
    <message>
        <source>Customer e-mail</source>
        <translation>Correo del cliente</translation>
    </message>
    <message>
        <source>Customer document</source>
        <translation>Documento del cliente</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Tarjeta</translation>
    </message>
    <message>
        <source>The payments could not be read: the store did not answer.</source>
        <translation>No se pudieron leer los pagos: el almacén no respondió.</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Cargando…</translation>
    </message>
</context>
<context>
    <name>dd::PaymentWorkflows</name>
    <message>
        <source>Check now</source>
        <translation>Verificar ahora</translation>
    </message>
    <message>
        <source>The payment could not be checked: %1%2</source>
        <translation>No se pudo verificar el pago: %1%2</translation>
    </message>
    <message>
        <source>The gateway carried out the action. The payment is up to date.</source>
        <translation>La pasarela aplicó la acción. El pago está actualizado.</translation>
    </message>
    <message>
        <source>The gateway did not carry out the action. You may try it again.</source>
        <translation>La pasarela no aplicó la acción. Puede intentarlo de nuevo.</translation>
    </message>
    <message>
        <source>The gateway&apos;s answer does not settle it yet. Check again later.</source>
        <translation>La respuesta de la pasarela todavía no lo resuelve. Vuelva a verificar más tarde.</translation>
    </message>
    <message>
        <source>The team worker settles this payment&apos;s unknown outcome by query; the window shows it as soon as it is settled.</source>
        <translation>El worker del equipo resuelve por consulta el resultado desconocido de este pago; la ventana lo muestra en cuanto se resuelve.</translation>
    </message>
</context>
<context>
    <name>dd::PaymentsTableView</name>
    <message>
        <source>Reset columns</source>
        <translation>Restablecer columnas</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Pagos</translation>
    </message>
    <message>
        <source>Payments in the cache that match the filter; the selected one is shown below</source>
        <translation>Pagos de la caché que coinciden con el filtro; el seleccionado se muestra abajo</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>action (shortcut)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No payment in the cache yet.</source>
        <translation>Todavía no hay pagos en la caché.</translation>
    </message>
    <message>
        <source>Look up a payment, create one or import notifications to start.</source>
        <translation>Para empezar: consultar un pago, crear uno o importar notificaciones.</translation>
    </message>
    <message>
        <source>To start:</source>
        <translation>Para empezar:</translation>
    </message>
</context>
<context>
    <name>dd::PdfReportWriter</name>
    <message>
        <source>Cannot start the PDF document.</source>
        <translation>No se pudo iniciar el documento PDF.</translation>
    </message>
    <message>
        <source>Generated %1 (%2) by %3</source>
        <translation>Generado el %1 (%2) por %3</translation>
    </message>
    <message>
        <source>Rows: %1</source>
        <translation>Filas: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln payment(s)</source>
        <translation>
            <numerusform>%Ln pago</numerusform>
            <numerusform>%Ln pagos</numerusform>
        </translation>
    </message>
    <message>
        <source>Amount per status</source>
        <translation>Monto por estado</translation>
    </message>
    <message>
        <source>Totals per currency</source>
        <translation>Totales por moneda</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moneda</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Pagos</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Monto</translation>
    </message>
    <message>
        <source>Refunded</source>
        <translation>Reembolsado</translation>
    </message>
    <message>
        <source>Totals per currency, status and method</source>
        <translation>Totales por moneda, estado y método</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Refunds</source>
        <translation>Reembolsos</translation>
    </message>
    <message>
        <source>Refund status</source>
        <translation>Estado del reembolso</translation>
    </message>
    <message>
        <source>%1: refunded (not cancelled) %2</source>
        <translation>%1: reembolsado (no cancelado) %2</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (continuación)</translation>
    </message>
    <message>
        <source>The first %1 of %2 payments; export CSV or XLSX for every row.</source>
        <translation>Los primeros %1 de %2 pagos; exporte a CSV o XLSX para tener todas las filas.</translation>
    </message>
</context>
<context>
    <name>dd::ReconcileDialog</name>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Periodo:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Comma</source>
        <translation>Coma</translation>
    </message>
    <message>
        <source>Semicolon</source>
        <translation>Punto y coma</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tabulación</translation>
    </message>
    <message>
        <source>Point (12.50)</source>
        <translation>Punto (12.50)</translation>
    </message>
    <message>
        <source>Comma (12,50)</source>
        <translation>Coma (12,50)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>E&amp;jecutar</translation>
    </message>
    <message>
        <source>Cance&amp;l</source>
        <translation>Cance&amp;lar</translation>
    </message>
    <message>
        <source>Reconcile orders</source>
        <translation>Conciliar pedidos</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>Your role may not query the gateway: codes the cache does not know are listed as not verified.</source>
        <translation>Su rol no puede consultar la pasarela: los códigos que la caché no conoce se listan como no verificados.</translation>
    </message>
    <message>
        <source>No gateway is connected: codes the cache does not know are listed as not verified.</source>
        <translation>No hay ninguna pasarela conectada: los códigos que la caché no conoce se listan como no verificados.</translation>
    </message>
    <message>
        <source>Order &amp;file:</source>
        <translation>&amp;Archivo de pedidos:</translation>
    </message>
    <message>
        <source>Order file</source>
        <translation>Archivo de pedidos</translation>
    </message>
    <message>
        <source>Saved &amp;mapping:</source>
        <translation>&amp;Mapeo guardado:</translation>
    </message>
    <message>
        <source>Without a period, the first and last order dates of the file are the period</source>
        <translation>Sin periodo, las fechas del primer y del último pedido del archivo son el periodo</translation>
    </message>
    <message>
        <source>From (included)</source>
        <translation>Desde (incluido)</translation>
    </message>
    <message>
        <source>To (included)</source>
        <translation>Hasta (incluido)</translation>
    </message>
    <message>
        <source>&amp;Separator:</source>
        <translation>&amp;Separador:</translation>
    </message>
    <message>
        <source>Separator</source>
        <translation>Separador</translation>
    </message>
    <message>
        <source>Decimal mar&amp;k:</source>
        <translation>Separador &amp;decimal:</translation>
    </message>
    <message>
        <source>Decimal mark</source>
        <translation>Separador decimal</translation>
    </message>
    <message>
        <source>to</source>
        <comment>a period: from … to …</comment>
        <translation>hasta</translation>
    </message>
    <message>
        <source>Lines that are not orders</source>
        <translation>Líneas que no son pedidos</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Why it is not an order</source>
        <translation>Por qué no es un pedido</translation>
    </message>
    <message>
        <source>The period starts after it ends.</source>
        <translation>El inicio del periodo es posterior a su fin.</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelando…</translation>
    </message>
    <message>
        <source>Reading the order file…</source>
        <translation>Leyendo el archivo de pedidos…</translation>
    </message>
    <message>
        <source>Reading the cached payments: %1</source>
        <translation>Leyendo los pagos en caché: %1</translation>
    </message>
    <message>
        <source>Matching orders: %1 of %2</source>
        <translation>Conciliando pedidos: %1 de %2</translation>
    </message>
    <message>
        <source>Asking the gateway about codes the cache does not know: %1 of %2</source>
        <translation>Consultando a la pasarela los códigos que la caché no conoce: %1 de %2</translation>
    </message>
    <message>
        <source>Cancelled: nothing was kept.</source>
        <translation>Cancelado: no se guardó nada.</translation>
    </message>
    <message>
        <source>Some codes could not be asked of the gateway: refresh later (they stay queued) and reconcile again.</source>
        <translation>Algunos códigos no se pudieron consultar en la pasarela: actualice más tarde (quedan en cola) y vuelva a conciliar.</translation>
    </message>
    <message>
        <source>The first %1 are listed.</source>
        <translation>Se listan las primeras %1.</translation>
    </message>
    <message>
        <source>-differences</source>
        <translation>-diferencias</translation>
    </message>
    <message>
        <source>Export differences</source>
        <translation>Exportar diferencias</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>The shop&apos;s order export (CSV or XLSX)</source>
        <translation>Pedidos de la tienda (CSV o XLSX)</translation>
    </message>
    <message>
        <source>Order exports (*.csv *.txt *.xlsx);;All files (*)</source>
        <translation>Exportaciones de pedidos (*.csv *.txt *.xlsx);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Libros de Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The desk holds no integration key: codes the team server does not know are not asked of the gateway and are listed as not verified.</source>
        <translation>El puesto no tiene la clave de integración: los códigos que el servidor del equipo no conoce no se consultan a la pasarela y se listan como no verificados.</translation>
    </message>
    <message>
        <source>Reading the team&apos;s payments: %1</source>
        <translation>Leyendo los pagos del equipo: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln line(s) of %1 are not orders: nothing was queried and nothing was kept. Correct the file and run again.</source>
        <translation>
            <numerusform>%Ln línea de %1 no es un pedido: no se consultó ni se guardó nada. Corrija el archivo y vuelva a ejecutar.</numerusform>
            <numerusform>%Ln líneas de %1 no son pedidos: no se consultó ni se guardó nada. Corrija el archivo y vuelva a ejecutar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln difference(s) written to %1.</source>
        <translation>
            <numerusform>%Ln diferencia escrita en %1.</numerusform>
            <numerusform>%Ln diferencias escritas en %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::ReconcileResultsView</name>
    <message>
        <source>Double-click a difference, or press Enter, to open its payment in the main window.</source>
        <translation>Haga doble clic en una diferencia, o presione Enter, para abrir su pago en la ventana principal.</translation>
    </message>
    <message>
        <source>Counts and totals per kind and currency</source>
        <translation>Cantidades y totales por tipo y moneda</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Diferencia</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moneda</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>Amount at stake</source>
        <translation>Monto en juego</translation>
    </message>
    <message>
        <source>The gap (gateway minus shop) for amount and refund differences, the whole amount otherwise</source>
        <translation>La brecha (pasarela menos tienda) en las diferencias de monto y de reembolso; en los demás casos, el monto completo</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Diferencias</translation>
    </message>
    <message>
        <source>Payments opened from %1 to %2 were looked for in the orders.</source>
        <translation>Se buscaron en los pedidos los pagos abiertos desde el %1 hasta el %2.</translation>
    </message>
    <message>
        <source>No period (no dates given and none in the file): payments without an order were not looked for.</source>
        <translation>Sin periodo (no se indicaron fechas y el archivo no tiene ninguna): no se buscaron pagos sin pedido.</translation>
    </message>
    <message>
        <source>Everything matches.</source>
        <translation>Todo coincide.</translation>
    </message>
    <message>
        <source>Since run %1 (%2, by %3): %4 new, %5 resolved, %6 unchanged.</source>
        <translation>Desde la ejecución %1 (%2, por %3): %4 nueva(s), %5 resuelta(s), %6 sin cambios.</translation>
    </message>
    <message>
        <source>E&amp;xport differences…</source>
        <translation>E&amp;xportar diferencias…</translation>
    </message>
    <message>
        <source>Resolved since the previous run</source>
        <translation>Resueltas desde la ejecución anterior</translation>
    </message>
    <message>
        <source>Resolved difference</source>
        <translation>Diferencia resuelta</translation>
    </message>
    <message>
        <source>Merchant code</source>
        <translation>Código del comercio</translation>
    </message>
    <message numerus="yes">
        <source>%Ln order(s) read</source>
        <translation>
            <numerusform>%Ln pedido leído</numerusform>
            <numerusform>%Ln pedidos leídos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln matched</source>
        <comment>orders</comment>
        <translation>
            <numerusform>%Ln coincide</numerusform>
            <numerusform>%Ln coinciden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln difference(s)</source>
        <translation>
            <numerusform>%Ln diferencia</numerusform>
            <numerusform>%Ln diferencias</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3, %4; kept as run %5.</source>
        <comment>file: orders read, matched, differences</comment>
        <translation>%1: %2, %3, %4; guardado como ejecución %5.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln order(s) dated outside the period were left out.</source>
        <translation>
            <numerusform>Se dejó fuera %Ln pedido con fecha fuera del periodo.</numerusform>
            <numerusform>Se dejaron fuera %Ln pedidos con fecha fuera del periodo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The gateway was asked about %Ln code(s) the cache did not know: %1 found, %2 unknown to it, %3 could not be asked (they stay queued for the next refresh).</source>
        <translation>
            <numerusform>Se consultó a la pasarela por %Ln código que la caché no conocía: %1 encontrados, %2 desconocidos para ella, %3 no se pudieron consultar (quedan en cola para la próxima actualización).</numerusform>
            <numerusform>Se consultó a la pasarela por %Ln códigos que la caché no conocía: %1 encontrados, %2 desconocidos para ella, %3 no se pudieron consultar (quedan en cola para la próxima actualización).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dd::RefreshService</name>
    <message>
        <source>The cache could not be opened for the refresh.</source>
        <translation>No se pudo abrir la caché para la actualización.</translation>
    </message>
    <message>
        <source>No gateway connection is set up.</source>
        <translation>No hay ninguna conexión con la pasarela configurada.</translation>
    </message>
    <message>
        <source>The import queue is full (%1 codes): %2 notified code(s) were queried once but not queued for retry.</source>
        <translation>La cola de importación está llena (%1 códigos): %2 código(s) notificado(s) se consultaron una vez, pero no quedaron en cola para reintentar.</translation>
    </message>
    <message>
        <source>%1 notified code(s) can never be queried (control characters or too long) and were dropped.</source>
        <translation>%1 código(s) notificado(s) no se pueden consultar nunca (caracteres de control o demasiado largos) y se descartaron.</translation>
    </message>
    <message>
        <source>%1 The scheduled refresh stays off.</source>
        <translation>%1 La actualización programada sigue desactivada.</translation>
    </message>
    <message>
        <source>%1 The refresh stays every %2 minute(s).</source>
        <translation>%1 La actualización sigue cada %2 minuto(s).</translation>
    </message>
</context>
<context>
    <name>dd::RefundDialog</name>
    <message>
        <source>Refund…</source>
        <translation>Reembolsar…</translation>
    </message>
    <message>
        <source>Refund payment</source>
        <translation>Reembolsar pago</translation>
    </message>
    <message>
        <source>Paid:</source>
        <translation>Pagado:</translation>
    </message>
    <message>
        <source>Refunded so far (not cancelled):</source>
        <translation>Reembolsado hasta ahora (no cancelado):</translation>
    </message>
    <message>
        <source>Remaining:</source>
        <translation>Restante:</translation>
    </message>
    <message>
        <source>&amp;Full refund of what remains</source>
        <translation>Reembolso &amp;total de lo restante</translation>
    </message>
    <message>
        <source>&amp;Partial refund</source>
        <translation>Reembolso &amp;parcial</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>Mo&amp;nto:</translation>
    </message>
    <message>
        <source>Why the money goes back (required, shown to the customer)</source>
        <translation>Por qué se devuelve el dinero (obligatorio, se muestra al cliente)</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>Your own code for this refund; it lets DirectDesk find the refund after a failure.</source>
        <translation>Su propio código para este reembolso; permite que DirectDesk encuentre el reembolso después de una falla.</translation>
    </message>
    <message>
        <source>Merchant refund &amp;code:</source>
        <translation>&amp;Código de reembolso del comercio:</translation>
    </message>
    <message>
        <source>Refund %1 of payment %2?</source>
        <translation>¿Reembolsar %1 del pago %2?</translation>
    </message>
    <message>
        <source>Refund requested: %1, status %2 (refund id %3, merchant refund code %4).</source>
        <translation>Reembolso solicitado: %1, estado %2 (id del reembolso %3, código de reembolso del comercio %4).</translation>
    </message>
    <message>
        <source>Refund requested.</source>
        <translation>Reembolso solicitado.</translation>
    </message>
    <message>
        <source>Refund %1 of payment %2 to %3?</source>
        <translation>¿Reembolsar %1 del pago %2 a %3?</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Merchant refund code</source>
        <translation>Código de reembolso del comercio</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Banco</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Cuenta</translation>
    </message>
    <message>
        <source>Holder&apos;s document</source>
        <translation>Documento del titular</translation>
    </message>
    <message>
        <source>Holder&apos;s name</source>
        <translation>Nombre del titular</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Reembolsar</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>Ask a Manager to approve a refund of %1 of payment %2?</source>
        <translation>¿Pedir a un Gerente que apruebe un reembolso de %1 del pago %2?</translation>
    </message>
    <message>
        <source>Ask a Manager to approve a refund of %1 of payment %2 to %3?</source>
        <translation>¿Pedir a un Gerente que apruebe un reembolso de %1 del pago %2 a %3?</translation>
    </message>
    <message>
        <source>The amount is above the approval threshold: the refund waits for a Manager&apos;s approval, and nothing goes to the gateway until then.</source>
        <translation>El monto supera el umbral de aprobación: el reembolso espera la aprobación de un Gerente y no se envía nada a la pasarela hasta entonces.</translation>
    </message>
    <message>
        <source>Ask for approval</source>
        <translation>Pedir aprobación</translation>
    </message>
</context>
<context>
    <name>dd::RefundStatus</name>
    <message>
        <source>Requested</source>
        <translation>Solicitado</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Pendiente</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Confirmado</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
</context>
<context>
    <name>dd::RefundTableModel</name>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Refund id</source>
        <translation>Id del reembolso</translation>
    </message>
    <message>
        <source>Merchant refund code</source>
        <translation>Código de reembolso del comercio</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Monto</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>Solicitado</translation>
    </message>
    <message>
        <source>Pending since</source>
        <translation>Pendiente desde</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Confirmado</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelado</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <source>Can be cancelled</source>
        <translation>Se puede cancelar</translation>
    </message>
</context>
<context>
    <name>dd::RefundsPanel</name>
    <message>
        <source>&lt;b&gt;Refunds&lt;/b&gt; — paid %1, refunded %2, refundable %3</source>
        <translation>&lt;b&gt;Reembolsos&lt;/b&gt; — pagado %1, reembolsado %2, reembolsable %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Refunds&lt;/b&gt;</source>
        <translation>&lt;b&gt;Reembolsos&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Refunds</source>
        <translation>Reembolsos</translation>
    </message>
    <message>
        <source>Refunds of the selected payment</source>
        <translation>Reembolsos del pago seleccionado</translation>
    </message>
</context>
<context>
    <name>dd::ReportColumns</name>
    <message>
        <source>Record</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>Merchant payment code</source>
        <translation>Código de pago del comercio</translation>
    </message>
    <message>
        <source>Order number</source>
        <translation>Número de pedido</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Status date</source>
        <translation>Fecha del estado</translation>
    </message>
    <message>
        <source>Open date</source>
        <translation>Fecha de apertura</translation>
    </message>
    <message>
        <source>Confirm date</source>
        <translation>Fecha de confirmación</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Monto</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moneda</translation>
    </message>
    <message>
        <source>Refunded</source>
        <translation>Reembolsado</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>País</translation>
    </message>
    <message>
        <source>Instalments</source>
        <translation>Cuotas</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Cliente</translation>
    </message>
    <message>
        <source>Refund id</source>
        <translation>Id del reembolso</translation>
    </message>
    <message>
        <source>Merchant refund code</source>
        <translation>Código de reembolso del comercio</translation>
    </message>
    <message>
        <source>Refund status</source>
        <translation>Estado del reembolso</translation>
    </message>
    <message>
        <source>Refund requested</source>
        <translation>Reembolso solicitado el</translation>
    </message>
    <message>
        <source>Refund confirmed</source>
        <translation>Reembolso confirmado el</translation>
    </message>
    <message>
        <source>Refund amount</source>
        <translation>Monto del reembolso</translation>
    </message>
</context>
<context>
    <name>dd::ReportExport</name>
    <message>
        <source>Payments report</source>
        <translation>Informe de pagos</translation>
    </message>
    <message>
        <source>Refunds report</source>
        <translation>Informe de reembolsos</translation>
    </message>
    <message>
        <source>Payments and refunds report</source>
        <translation>Informe de pagos y reembolsos</translation>
    </message>
    <message numerus="yes">
        <source>%Ln selected payment(s)</source>
        <translation>
            <numerusform>%Ln pago seleccionado</numerusform>
            <numerusform>%Ln pagos seleccionados</numerusform>
        </translation>
    </message>
    <message>
        <source>The export did not start.</source>
        <translation>La exportación no se inició.</translation>
    </message>
</context>
<context>
    <name>dd::ReportJob</name>
    <message>
        <source>The cache could not be opened for the export.</source>
        <translation>No se pudo abrir la caché para la exportación.</translation>
    </message>
</context>
<context>
    <name>dd::ReportRequest</name>
    <message>
        <source>All payments in the cache</source>
        <translation>Todos los pagos de la caché</translation>
    </message>
    <message>
        <source>status %1</source>
        <translation>estado %1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>method %1</source>
        <translation>método %1</translation>
    </message>
    <message>
        <source>country %1</source>
        <translation>país %1</translation>
    </message>
    <message>
        <source>currency %1</source>
        <translation>moneda %1</translation>
    </message>
    <message>
        <source>confirmed</source>
        <translation>confirmados</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>abiertos</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 desde el %2</translation>
    </message>
    <message>
        <source>%1 before %2</source>
        <translation>%1 antes del %2</translation>
    </message>
    <message>
        <source>amount at least %1</source>
        <translation>monto de al menos %1</translation>
    </message>
    <message>
        <source>amount at most %1</source>
        <translation>monto de como máximo %1</translation>
    </message>
    <message>
        <source>matching “%1”</source>
        <translation>que coinciden con “%1”</translation>
    </message>
    <message>
        <source>Payments with %1</source>
        <translation>Pagos con %1</translation>
    </message>
</context>
<context>
    <name>dd::RequestReader</name>
    <message>
        <source>Use true or false.</source>
        <translation>Use true o false.</translation>
    </message>
    <message>
        <source>Instalments are a whole number from 1.</source>
        <translation>Las cuotas son un número entero desde 1.</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>verdadero/falso</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>bank_info must be a JSON object, not %1.</source>
        <translation>bank_info debe ser un objeto JSON, no %1.</translation>
    </message>
    <message>
        <source>%1 is not a bank detail the gateway knows.</source>
        <translation>%1 no es un dato bancario que la pasarela conozca.</translation>
    </message>
    <message>
        <source>%1 must be text in quotes, not %2.</source>
        <translation>%1 debe ser texto entre comillas, no %2.</translation>
    </message>
</context>
<context>
    <name>dd::RequestValidator</name>
    <message>
        <source>At most %1 characters.</source>
        <translation>Como máximo %1 caracteres.</translation>
    </message>
    <message>
        <source>Spaces and control characters are not allowed.</source>
        <translation>No se permiten espacios ni caracteres de control.</translation>
    </message>
    <message>
        <source>Give %1 or %2.</source>
        <translation>Indique %1 o %2.</translation>
    </message>
    <message>
        <source>Give only one of %1 and %2.</source>
        <translation>Indique solo uno de %1 y %2.</translation>
    </message>
    <message>
        <source>Enter the expiry date as MM/YYYY.</source>
        <translation>Ingrese el vencimiento como MM/AAAA.</translation>
    </message>
    <message>
        <source>Use the form MM/YYYY, for example 07/2031.</source>
        <translation>Use el formato MM/AAAA, por ejemplo 07/2031.</translation>
    </message>
    <message>
        <source>This date has passed.</source>
        <translation>Esta fecha ya pasó.</translation>
    </message>
    <message>
        <source>Enter the card number.</source>
        <translation>Ingrese el número de tarjeta.</translation>
    </message>
    <message>
        <source>A card number has 12 to 19 digits and nothing else.</source>
        <translation>Un número de tarjeta tiene de 12 a 19 dígitos y nada más.</translation>
    </message>
    <message>
        <source>This card number is not valid (check digit).</source>
        <translation>Este número de tarjeta no es válido (dígito verificador).</translation>
    </message>
    <message>
        <source>Enter the name printed on the card.</source>
        <translation>Ingrese el nombre impreso en la tarjeta.</translation>
    </message>
    <message>
        <source>The security code has 3 or 4 digits.</source>
        <translation>El código de seguridad tiene 3 o 4 dígitos.</translation>
    </message>
    <message>
        <source>The token number has 12 to 19 digits.</source>
        <translation>El número del token tiene de 12 a 19 dígitos.</translation>
    </message>
    <message>
        <source>This token number is not valid (check digit).</source>
        <translation>Este número de token no es válido (dígito verificador).</translation>
    </message>
    <message>
        <source>Enter the token cryptogram.</source>
        <translation>Ingrese el criptograma del token.</translation>
    </message>
    <message>
        <source>The original card&apos;s BIN has 6 or 8 digits.</source>
        <translation>El BIN de la tarjeta original tiene 6 u 8 dígitos.</translation>
    </message>
    <message>
        <source>Enter the original card&apos;s last four digits.</source>
        <translation>Ingrese los últimos cuatro dígitos de la tarjeta original.</translation>
    </message>
    <message>
        <source>The ECI is one or two digits.</source>
        <translation>El ECI tiene uno o dos dígitos.</translation>
    </message>
    <message>
        <source>The wallet type must be one of: %1.</source>
        <translation>El tipo de billetera debe ser uno de estos: %1.</translation>
    </message>
    <message>
        <source>Digital-wallet card payments are available only in Brazil (br).</source>
        <translation>Los pagos con tarjeta de billetera digital solo están disponibles en Brasil (br).</translation>
    </message>
    <message>
        <source>Digital-wallet payments send the token&apos;s ECI.</source>
        <translation>Los pagos con billetera digital envían el ECI del token.</translation>
    </message>
    <message>
        <source>Digital-wallet payments accept only these card networks: %1.</source>
        <translation>Los pagos con billetera digital solo aceptan estas redes de tarjeta: %1.</translation>
    </message>
    <message>
        <source>Must not be sent together with a network token.</source>
        <translation>No se puede enviar junto con un token de red.</translation>
    </message>
    <message>
        <source>A gateway token is a card form of its own: send it without card or network-token fields.</source>
        <translation>Un token de la pasarela es una forma de tarjeta en sí misma: envíelo sin campos de tarjeta ni de token de red.</translation>
    </message>
    <message>
        <source>This cash voucher is available only in Chile (cl).</source>
        <translation>Este cupón de pago en efectivo solo está disponible en Chile (cl).</translation>
    </message>
    <message>
        <source>This method needs the customer&apos;s name.</source>
        <translation>Este método requiere el nombre del cliente.</translation>
    </message>
    <message>
        <source>This method needs the customer&apos;s e-mail.</source>
        <translation>Este método requiere el correo electrónico del cliente.</translation>
    </message>
    <message>
        <source>This method needs the customer&apos;s phone number.</source>
        <translation>Este método requiere el teléfono del cliente.</translation>
    </message>
    <message>
        <source>This method needs the customer&apos;s document number.</source>
        <translation>Este método requiere el número de documento del cliente.</translation>
    </message>
    <message>
        <source>This method takes only CLP or USD.</source>
        <translation>Este método solo acepta CLP o USD.</translation>
    </message>
    <message>
        <source>Use the lowercase two-letter country code, such as br.</source>
        <translation>Use el código de país de dos letras en minúsculas, como br.</translation>
    </message>
    <message>
        <source>Use the form DD/MM/YYYY.</source>
        <translation>Use el formato DD/MM/AAAA.</translation>
    </message>
    <message>
        <source>Enter a full web address (https://...).</source>
        <translation>Ingrese una dirección web completa (https://...).</translation>
    </message>
    <message>
        <source>Instalments are a whole number from 1 to 12.</source>
        <translation>Las cuotas son un número entero de 1 a 12.</translation>
    </message>
    <message>
        <source>Look the payment up first: its current state decides what is allowed.</source>
        <translation>Consulte primero el pago: su estado actual determina lo que se permite.</translation>
    </message>
    <message>
        <source>This is not the hash of the payment that was looked up.</source>
        <translation>Este no es el hash del pago consultado.</translation>
    </message>
    <message>
        <source>This is not the code of the payment that was looked up.</source>
        <translation>Este no es el código del pago consultado.</translation>
    </message>
    <message>
        <source>Enter the card: its number, a gateway token or a network token.</source>
        <translation>Ingrese la tarjeta: su número, un token de la pasarela o un token de red.</translation>
    </message>
    <message>
        <source>A card token is 16 to 128 letters and digits.</source>
        <translation>Un token de tarjeta tiene de 16 a 128 letras y dígitos.</translation>
    </message>
    <message>
        <source>Choose a payment method.</source>
        <translation>Elija un método de pago.</translation>
    </message>
    <message>
        <source>The amount must be greater than zero.</source>
        <translation>El monto debe ser mayor que cero.</translation>
    </message>
    <message>
        <source>Only card payments carry a card.</source>
        <translation>Solo los pagos con tarjeta llevan una tarjeta.</translation>
    </message>
    <message>
        <source>E-wallet payments need the customer&apos;s country.</source>
        <translation>Los pagos con billetera electrónica requieren el país del cliente.</translation>
    </message>
    <message>
        <source>E-wallets are not offered in this country.</source>
        <translation>No se ofrecen billeteras electrónicas en este país.</translation>
    </message>
    <message>
        <source>Only a pre-authorized card payment that is still pending can be captured.</source>
        <translation>Solo se puede capturar un pago con tarjeta preautorizado que siga pendiente.</translation>
    </message>
    <message>
        <source>Capture in the payment&apos;s currency, %1.</source>
        <translation>Capture en la moneda del pago, %1.</translation>
    </message>
    <message>
        <source>At most the authorized amount, %1.</source>
        <translation>Como máximo el monto autorizado, %1.</translation>
    </message>
    <message>
        <source>Partial capture is available only in Brazil.</source>
        <translation>La captura parcial solo está disponible en Brasil.</translation>
    </message>
    <message>
        <source>Give the payment&apos;s hash.</source>
        <translation>Indique el hash del pago.</translation>
    </message>
    <message>
        <source>Only open or pending payments can be cancelled.</source>
        <translation>Solo se pueden cancelar pagos abiertos o pendientes.</translation>
    </message>
    <message>
        <source>Enter the reason for the refund.</source>
        <translation>Indique el motivo del reembolso.</translation>
    </message>
    <message>
        <source>Some gateway versions accept only %1 characters here.</source>
        <translation>Algunas versiones de la pasarela solo aceptan %1 caracteres aquí.</translation>
    </message>
    <message>
        <source>Only confirmed payments can be refunded.</source>
        <translation>Solo se pueden reembolsar pagos confirmados.</translation>
    </message>
    <message>
        <source>Refund in the payment&apos;s currency, %1.</source>
        <translation>Reembolse en la moneda del pago, %1.</translation>
    </message>
    <message>
        <source>At most what remains to refund: %1.</source>
        <translation>Como máximo lo que queda por reembolsar: %1.</translation>
    </message>
    <message>
        <source>Bank details can be sent only for payments in Brazil, Chile, Colombia and Mexico.</source>
        <translation>Los datos bancarios solo se pueden enviar para pagos en Brasil, Chile, Colombia y México.</translation>
    </message>
    <message>
        <source>The payment has no such refund.</source>
        <translation>El pago no tiene ese reembolso.</translation>
    </message>
    <message>
        <source>Only a requested or pending refund can be cancelled.</source>
        <translation>Solo se puede cancelar un reembolso solicitado o pendiente.</translation>
    </message>
    <message>
        <source>E-wallets are offered only in Argentina, Brazil, Chile, Colombia and Mexico.</source>
        <translation>Las billeteras electrónicas solo se ofrecen en Argentina, Brasil, Chile, Colombia y México.</translation>
    </message>
    <message>
        <source>Use the branch&apos;s digits, with its check digit after a hyphen if it has one, such as 1234-5.</source>
        <translation>Use los dígitos de la sucursal, con su dígito verificador después de un guion si lo tiene, por ejemplo 1234-5.</translation>
    </message>
    <message>
        <source>Use the account&apos;s digits, with its check digit after a hyphen, such as 123456-7.</source>
        <translation>Use los dígitos de la cuenta, con su dígito verificador después de un guion, por ejemplo 123456-7.</translation>
    </message>
    <message>
        <source>This is not an e-mail address, such as ana@example.com.</source>
        <translation>Esto no es una dirección de correo electrónico, como ana@example.com.</translation>
    </message>
    <message>
        <source>Method codes are lower case, such as boleto.</source>
        <translation>Los códigos de método van en minúsculas, por ejemplo boleto.</translation>
    </message>
    <message>
        <source>Use the three-letter currency code in capitals, such as BRL.</source>
        <translation>Use el código de moneda de tres letras en mayúsculas, por ejemplo BRL.</translation>
    </message>
    <message>
        <source>Enter an amount greater than zero.</source>
        <translation>Ingrese un monto mayor que cero.</translation>
    </message>
    <message>
        <source>This method is available only in %1 (%2).</source>
        <translation>Este método solo está disponible en %1 (%2).</translation>
    </message>
    <message>
        <source>This payment already has a refund with this code (%1). Choose another code.</source>
        <translation>Este pago ya tiene un reembolso con este código (%1). Elija otro código.</translation>
    </message>
    <message>
        <source>The “Bank details” field is only for a Brazilian state bank: leave it empty for this payment.</source>
        <translation>El campo «Datos bancarios» es solo para un banco estatal brasileño: déjelo vacío para este pago.</translation>
    </message>
    <message>
        <source>There is no such date.</source>
        <translation>Esa fecha no existe.</translation>
    </message>
    <message>
        <source>%1: at most %2 characters (this has %3).</source>
        <translation>%1: como máximo %2 caracteres (este tiene %3).</translation>
    </message>
    <message>
        <source>%1: control characters are not allowed.</source>
        <translation>%1: no se permiten caracteres de control.</translation>
    </message>
    <message>
        <source>Bank name</source>
        <translation>Nombre del banco</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>Sucursal</translation>
    </message>
    <message>
        <source>Account</source>
        <translation>Cuenta</translation>
    </message>
    <message>
        <source>Account type</source>
        <translation>Tipo de cuenta</translation>
    </message>
    <message>
        <source>Bank details</source>
        <translation>Datos del banco</translation>
    </message>
    <message>
        <source>Holder&apos;s document</source>
        <translation>Documento del titular</translation>
    </message>
    <message>
        <source>Holder&apos;s name</source>
        <translation>Nombre del titular</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>Correo electrónico</translation>
    </message>
    <message>
        <source>Phone</source>
        <translation>Teléfono</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Número</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ciudad</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Postal code</source>
        <translation>Código postal</translation>
    </message>
    <message>
        <source>Return address</source>
        <translation>Dirección de retorno</translation>
    </message>
    <message>
        <source>Name on the card</source>
        <translation>Nombre en la tarjeta</translation>
    </message>
    <message>
        <source>Give the reason for cancelling the refund.</source>
        <translation>Indique el motivo para cancelar el reembolso.</translation>
    </message>
    <message>
        <source>This method takes only %1.</source>
        <translation>Este método solo acepta %1.</translation>
    </message>
    <message>
        <source>A boleto needs the payer&apos;s CPF or CNPJ.</source>
        <translation>El boleto requiere el CPF o CNPJ del pagador.</translation>
    </message>
    <message>
        <source>A boleto needs the payer&apos;s street address.</source>
        <translation>El boleto requiere la dirección del pagador.</translation>
    </message>
    <message>
        <source>A boleto needs the payer&apos;s city.</source>
        <translation>El boleto requiere la ciudad del pagador.</translation>
    </message>
    <message>
        <source>A boleto needs the payer&apos;s state.</source>
        <translation>El boleto requiere el estado del pagador.</translation>
    </message>
    <message>
        <source>A boleto needs the payer&apos;s CEP (postal code).</source>
        <translation>El boleto requiere el CEP (código postal) del pagador.</translation>
    </message>
    <message>
        <source>Write the CEP as eight digits, such as 01310-100.</source>
        <translation>Escriba el CEP con ocho dígitos, por ejemplo 01310-100.</translation>
    </message>
    <message>
        <source>Enter a merchant payment code.</source>
        <translation>Ingrese un código de pago del comercio.</translation>
    </message>
    <message>
        <source>Card payments cannot be created on a team server: card data goes from a desk to the gateway only, never through the team&apos;s database.</source>
        <translation>No se pueden crear pagos con tarjeta en un servidor del equipo: los datos de la tarjeta van de un puesto a la pasarela solamente, nunca por la base de datos del equipo.</translation>
    </message>
</context>
<context>
    <name>dd::ShortcutsWindow</name>
    <message>
        <source>Other</source>
        <translation>Otro</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Every action of the window: menu, action and its shortcut</source>
        <translation>Todas las acciones de la ventana: menú, acción y atajo</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Atajo</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>In every dialog: Tab and Shift+Tab move between fields, Alt with the underlined letter jumps to a field, Enter confirms and Esc closes.</source>
        <translation>En todos los cuadros de diálogo: Tab y Shift+Tab pasan de un campo a otro, Alt con la letra subrayada salta a un campo, Enter confirma y Esc cierra.</translation>
    </message>
</context>
<context>
    <name>dd::StatusBadge</name>
    <message>
        <source>Open: created, not yet sent for payment</source>
        <translation>Abierto: creado, aún no enviado para el pago</translation>
    </message>
    <message>
        <source>Pending: waiting for the customer to pay or for a capture</source>
        <translation>Pendiente: en espera del pago del cliente o de una captura</translation>
    </message>
    <message>
        <source>Confirmed: the payment was received</source>
        <translation>Confirmado: el pago se recibió</translation>
    </message>
    <message>
        <source>Cancelled: the payment will not be received</source>
        <translation>Cancelado: el pago no se recibirá</translation>
    </message>
    <message>
        <source>Unknown: the gateway sent a status DirectDesk does not know</source>
        <translation>Desconocido: la pasarela envió un estado que DirectDesk no conoce</translation>
    </message>
    <message>
        <source>Requested: queued at the gateway; can still be cancelled</source>
        <translation>Solicitado: en cola en la pasarela; todavía se puede cancelar</translation>
    </message>
    <message>
        <source>Pending: waiting for the customer&apos;s bank details; can still be cancelled</source>
        <translation>Pendiente: en espera de los datos bancarios del cliente; todavía se puede cancelar</translation>
    </message>
    <message>
        <source>Confirmed: the customer received the money</source>
        <translation>Confirmado: el cliente recibió el dinero</translation>
    </message>
    <message>
        <source>Cancelled: no money is returned</source>
        <translation>Cancelado: no se devuelve dinero</translation>
    </message>
</context>
<context>
    <name>dd::StatusPanel</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop the background work</source>
        <translation>Detener el trabajo en segundo plano</translation>
    </message>
    <message numerus="yes">
        <source>%Ln payment(s)</source>
        <translation>
            <numerusform>%Ln pago</numerusform>
            <numerusform>%Ln pagos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln selected: %1</source>
        <translation>
            <numerusform>%Ln seleccionado: %1</numerusform>
            <numerusform>%Ln seleccionados: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Total: %1</translation>
    </message>
    <message>
        <source>Total: counting…</source>
        <translation>Total: calculando…</translation>
    </message>
    <message numerus="yes">
        <source>%Ln payment(s), counting…</source>
        <translation>
            <numerusform>%Ln pago, contando…</numerusform>
            <numerusform>%Ln pagos, contando…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln selected: totals are added up for at most %1</source>
        <translation>
            <numerusform>%Ln seleccionado: los totales se suman para %1 como máximo</numerusform>
            <numerusform>%Ln seleccionados: los totales se suman para %1 como máximo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>y %n más</numerusform>
            <numerusform>y %n más</numerusform>
        </translation>
    </message>
    <message>
        <source>No payments</source>
        <translation>Ningún pago</translation>
    </message>
    <message>
        <source>—</source>
        <comment>no amount to add up</comment>
        <translation>—</translation>
    </message>
</context>
<context>
    <name>dd::StorageChoiceDialog</name>
    <message>
        <source>&amp;This computer only</source>
        <translation>Solo es&amp;te equipo</translation>
    </message>
    <message>
        <source>T&amp;eam server</source>
        <translation>&amp;Servidor compartido del equipo</translation>
    </message>
    <message>
        <source>Where DirectDesk keeps payments</source>
        <translation>Dónde guarda DirectDesk los pagos</translation>
    </message>
    <message>
        <source>C&amp;ontinue</source>
        <translation>C&amp;ontinuar</translation>
    </message>
    <message>
        <source>An encrypted cache on this computer, protected by your passphrase. Nothing else to set up.</source>
        <translation>Una caché cifrada en este equipo, protegida por su contraseña. No hay nada más que configurar.</translation>
    </message>
    <message>
        <source>The team&apos;s shared PostgreSQL database: everyone sees the same payments, live. Your administrator gives you the server, your login and a CA file. No payment is kept on this computer.</source>
        <translation>La base de datos PostgreSQL compartida del equipo: todos ven los mismos pagos, en vivo. Su administrador le da el servidor, su usuario y un archivo de CA. Ningún pago se guarda en este equipo.</translation>
    </message>
</context>
<context>
    <name>dd::StoredClient</name>
    <message>
        <source>The cache holds no gateway address: set it with `directdesk-cli config`.</source>
        <translation>La caché no contiene la dirección de la pasarela: configúrela con `directdesk-cli config`.</translation>
    </message>
    <message>
        <source>The cache holds no integration key: set it with `directdesk-cli config`.</source>
        <translation>La caché no contiene la clave de integración: configúrela con `directdesk-cli config`.</translation>
    </message>
</context>
<context>
    <name>dd::SummaryModel</name>
    <message>
        <source>Currency</source>
        <translation>Moneda</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Pagos</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Monto</translation>
    </message>
    <message>
        <source>Refunded</source>
        <translation>Reembolsado</translation>
    </message>
    <message>
        <source>The totals could not be read: the store did not answer.</source>
        <translation>No se pudieron leer los totales: el almacén no respondió.</translation>
    </message>
</context>
<context>
    <name>dd::SyncController</name>
    <message>
        <source>Refresh &amp;all open payments</source>
        <translation>Actualizar &amp;todos los pagos abiertos</translation>
    </message>
    <message>
        <source>Query every payment that may still change, 4 at a time, in the background</source>
        <translation>Consulta en segundo plano, de 4 en 4, todos los pagos que todavía pueden cambiar</translation>
    </message>
    <message>
        <source>&amp;Import notifications…</source>
        <translation>&amp;Importar notificaciones…</translation>
    </message>
    <message>
        <source>&amp;Listen for notifications</source>
        <translation>&amp;Escuchar notificaciones</translation>
    </message>
    <message>
        <source>&amp;Refresh and notifications…</source>
        <translation>&amp;Actualización y notificaciones…</translation>
    </message>
    <message>
        <source>S&amp;ync</source>
        <translation>S&amp;incronizar</translation>
    </message>
    <message>
        <source>Checking actions with an unknown outcome</source>
        <translation>Verificando acciones con resultado desconocido</translation>
    </message>
    <message>
        <source>Notifications: cannot listen on %1</source>
        <translation>Notificaciones: no se puede escuchar en %1</translation>
    </message>
    <message>
        <source>Notifications: listening on %1</source>
        <translation>Notificaciones: escuchando en %1</translation>
    </message>
    <message>
        <source>Give the gateway http://%1/ as the notification URL.</source>
        <translation>Indique http://%1/ a la pasarela como URL de notificación.</translation>
    </message>
    <message>
        <source>Notifications: off</source>
        <translation>Notificaciones: desactivadas</translation>
    </message>
    <message>
        <source>Sync ▸ Listen for notifications turns the local listener on.</source>
        <translation>Sincronizar ▸ Escuchar notificaciones activa el receptor local.</translation>
    </message>
    <message>
        <source>Refreshing open payments</source>
        <translation>Actualizando pagos abiertos</translation>
    </message>
    <message>
        <source>Refreshing the selected payments</source>
        <translation>Actualizando los pagos seleccionados</translation>
    </message>
    <message>
        <source>Querying notified payments</source>
        <translation>Consultando pagos notificados</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln payment(s) refreshed</source>
        <translation>
            <numerusform>%1: %Ln pago actualizado</numerusform>
            <numerusform>%1: %Ln pagos actualizados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n could not be (kept for the next refresh)</source>
        <translation>
            <numerusform>, %n no se pudo (queda para la próxima actualización)</numerusform>
            <numerusform>, %n no se pudieron (quedan para la próxima actualización)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n action(s) with an unknown outcome settled</source>
        <translation>
            <numerusform>, %n acción con resultado desconocido resuelta</numerusform>
            <numerusform>, %n acciones con resultado desconocido resueltas</numerusform>
        </translation>
    </message>
    <message>
        <source>, cancelled</source>
        <translation>, cancelado</translation>
    </message>
    <message>
        <source>Refresh and notifications</source>
        <translation>Actualización y notificaciones</translation>
    </message>
    <message>
        <source>The settings could not be stored in the cache.</source>
        <translation>No se pudo guardar la configuración en la caché.</translation>
    </message>
</context>
<context>
    <name>dd::SyncSettings</name>
    <message>
        <source>Refresh every 1 to %1 minutes, or turn the schedule off.</source>
        <translation>Actualice cada 1 a %1 minutos o desactive la programación.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an IP address (for example 127.0.0.1).</source>
        <translation>&quot;%1&quot; no es una dirección IP (por ejemplo 127.0.0.1).</translation>
    </message>
    <message>
        <source>Choose a port from 1 to 65535.</source>
        <translation>Elija un puerto de 1 a 65535.</translation>
    </message>
    <message>
        <source>The stored refresh schedule &quot;%1&quot; is not 0 (off) to %2 minutes.</source>
        <translation>La programación de actualización guardada &quot;%1&quot; no está entre 0 (desactivada) y %2 minutos.</translation>
    </message>
    <message>
        <source>Could not read the stored refresh schedule: %1</source>
        <translation>No se pudo leer la programación de actualización guardada: %1</translation>
    </message>
</context>
<context>
    <name>dd::SyncSettingsDialog</name>
    <message>
        <source>&amp;Refresh open payments in the background</source>
        <translation>&amp;Actualizar pagos abiertos en segundo plano</translation>
    </message>
    <message>
        <source>Refresh and notifications</source>
        <translation>Actualización y notificaciones</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualización</translation>
    </message>
    <message>
        <source>Every:</source>
        <translation>Cada:</translation>
    </message>
    <message>
        <source>Queries every payment that may still change (open, pending, refunds not final, actions with an unknown outcome). F5 refreshes the selection now.</source>
        <translation>Consulta todos los pagos que todavía pueden cambiar (abiertos, pendientes, reembolsos no finales, acciones con resultado desconocido). F5 actualiza la selección ahora.</translation>
    </message>
    <message>
        <source>⚠ Other computers that can reach this address can post notifications. DirectDesk only queries the payments they name, but keep it on a trusted network.</source>
        <translation>⚠ Otros equipos que alcancen esta dirección pueden enviar notificaciones. DirectDesk solo consulta los pagos que indican, pero manténgalo en una red de confianza.</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>Notificaciones</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Dirección:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Puerto:</translation>
    </message>
    <message>
        <source>Receive the gateway&apos;s &amp;notifications on this computer</source>
        <translation>Recibir las &amp;notificaciones de la pasarela en este equipo</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>none: notifications are taken unsigned</source>
        <translation>ninguno: las notificaciones se aceptan sin firma</translation>
    </message>
    <message>
        <source>Gateway &amp;certificate:</source>
        <translation>&amp;Certificado de la pasarela:</translation>
    </message>
    <message>
        <source>Give the gateway http://ADDRESS:PORT/ as the notification URL. Every notification is answered at once and the payments it names are queried. With the gateway&apos;s certificate (PEM), a notification it did not sign is refused and counted.</source>
        <translation>Indique a la pasarela http://ADDRESS:PORT/ como URL de notificación. Cada notificación se responde de inmediato y se consultan los pagos que nombra. Con el certificado de la pasarela (PEM), una notificación que ella no firmó se rechaza y se cuenta.</translation>
    </message>
    <message>
        <source>The gateway&apos;s certificate</source>
        <translation>Certificado de la pasarela</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>Certificados (*.pem *.crt *.cer);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>dd::TaxDocument</name>
    <message>
        <source>This CPF or CNPJ is not valid (check digits).</source>
        <translation>Este CPF o CNPJ no es válido (dígitos verificadores).</translation>
    </message>
    <message>
        <source>Enter a CPF (11 digits, such as 853.513.468-93) or a CNPJ (14 digits).</source>
        <translation>Ingrese un CPF (11 dígitos, por ejemplo 853.513.468-93) o un CNPJ (14 dígitos).</translation>
    </message>
    <message>
        <source>Enter a valid RUT: the number and its check digit (0-9 or K) after a hyphen, such as 11.111.111-1.</source>
        <translation>Ingrese un RUT válido: el número y su dígito verificador (0-9 o K) después de un guion, por ejemplo 11.111.111-1.</translation>
    </message>
    <message>
        <source>This NIT is not valid (check digit after the hyphen).</source>
        <translation>Este NIT no es válido (dígito verificador después del guion).</translation>
    </message>
    <message>
        <source>Enter a cédula (5 to 10 digits) or a NIT with its check digit after a hyphen.</source>
        <translation>Ingrese una cédula (de 5 a 10 dígitos) o un NIT con su dígito verificador después de un guion.</translation>
    </message>
    <message>
        <source>Enter an RFC: 3 or 4 letters, the date as YYMMDD and 3 characters, such as GODE561231GR8.</source>
        <translation>Ingrese un RFC: 3 o 4 letras, la fecha como AAMMDD y 3 caracteres, por ejemplo GODE561231GR8.</translation>
    </message>
</context>
<context>
    <name>dd::TeamActionRelay</name>
    <message>
        <source>Sent to the team worker as request %1…</source>
        <translation>Enviado al worker del equipo como solicitud %1…</translation>
    </message>
    <message>
        <source>Request %1 ended: %2</source>
        <translation>La solicitud %1 terminó: %2</translation>
    </message>
    <message>
        <source>Request %1 done by the team worker.</source>
        <translation>El worker del equipo completó la solicitud %1.</translation>
    </message>
</context>
<context>
    <name>dd::TeamApprovalsDialog</name>
    <message>
        <source>Refunds awaiting approval</source>
        <translation>Reembolsos pendientes de aprobación</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Monto</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Pago</translation>
    </message>
    <message>
        <source>Requested by</source>
        <translation>Solicitado por</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>Solicitado</translation>
    </message>
    <message>
        <source>&amp;Reject…</source>
        <translation>&amp;Rechazar…</translation>
    </message>
    <message>
        <source>Approve</source>
        <translation>Aprobar</translation>
    </message>
    <message>
        <source>Reject request %1</source>
        <translation>Rechazar la solicitud %1</translation>
    </message>
    <message>
        <source>Reason (required):</source>
        <translation>Motivo (obligatorio):</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>Approved request %1: the team worker sends the refund (request %2).</source>
        <translation>Solicitud %1 aprobada: el worker del equipo envía el reembolso (solicitud %2).</translation>
    </message>
    <message>
        <source>Refund requests</source>
        <translation>Solicitudes de reembolso</translation>
    </message>
    <message>
        <source>Refund reason</source>
        <translation>Motivo del reembolso</translation>
    </message>
    <message>
        <source>&amp;Approve…</source>
        <translation>&amp;Aprobar…</translation>
    </message>
    <message>
        <source>Approve request %1</source>
        <translation>Aprobar la solicitud %1</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
</context>
<context>
    <name>dd::TeamCodeLookup</name>
    <message>
        <source>Type a payment hash or a merchant payment code.</source>
        <translation>Escriba un hash de pago o un código de pago del comercio.</translation>
    </message>
    <message>
        <source>Not a payment hash or merchant payment code: %1</source>
        <translation>No es un hash de pago ni un código de pago del comercio: %1</translation>
    </message>
    <message>
        <source>The team server did not answer: nothing was looked up.</source>
        <translation>El servidor del equipo no respondió: no se buscó nada.</translation>
    </message>
    <message>
        <source>The code could not be queued on the team server.</source>
        <translation>No se pudo poner el código en la cola del servidor del equipo.</translation>
    </message>
    <message>
        <source>The team&apos;s import queue is full: the code was not queued.</source>
        <translation>La cola de importación del equipo está llena: el código no se puso en la cola.</translation>
    </message>
    <message>
        <source>The gateway would refuse this code: it was not queued.</source>
        <translation>La pasarela rechazaría este código: no se puso en la cola.</translation>
    </message>
</context>
<context>
    <name>dd::TeamLookupDialog</name>
    <message>
        <source>Look up a payment</source>
        <translation>Consultar un pago</translation>
    </message>
    <message>
        <source>A payment hash or merchant payment code. The team&apos;s payments are searched first; one the team does not have can be left to the team worker, which asks the gateway.</source>
        <translation>Un hash de pago o un código de pago del comercio. Primero se buscan los pagos del equipo; uno que el equipo no tenga se puede dejar al worker del equipo, que consulta a la pasarela.</translation>
    </message>
    <message>
        <source>Payment code</source>
        <translation>Código del pago</translation>
    </message>
    <message>
        <source>&amp;Look up</source>
        <translation>&amp;Consultar</translation>
    </message>
    <message>
        <source>&amp;Ask the team worker</source>
        <translation>&amp;Pedir al worker del equipo</translation>
    </message>
    <message>
        <source>Looking up %1 on the team server…</source>
        <translation>Buscando %1 en el servidor del equipo…</translation>
    </message>
    <message>
        <source>Found: payment %1 (%2), selected in the window.</source>
        <translation>Encontrado: pago %1 (%2), seleccionado en la ventana.</translation>
    </message>
    <message>
        <source>The team does not have %1. The team worker can ask the gateway for it: the payment then appears in the window by itself.</source>
        <translation>El equipo no tiene %1. El worker del equipo puede pedírselo a la pasarela: el pago aparece entonces en la ventana por sí solo.</translation>
    </message>
    <message>
        <source>%1 is queued for the team worker: the payment appears in the window as soon as the worker has it from the gateway.</source>
        <translation>%1 está en la cola del worker del equipo: el pago aparece en la ventana en cuanto el worker lo obtenga de la pasarela.</translation>
    </message>
    <message>
        <source>%1 was already waiting for the team worker: the payment appears in the window as soon as the worker has it from the gateway.</source>
        <translation>%1 ya esperaba al worker del equipo: el pago aparece en la ventana en cuanto el worker lo obtenga de la pasarela.</translation>
    </message>
</context>
<context>
    <name>dd::TeamReconciliation</name>
    <message>
        <source>The team server stopped answering: the reconciliation ended and nothing was kept. Run it again once the server is back.</source>
        <translation>El servidor del equipo dejó de responder: la conciliación terminó y no se guardó nada. Vuelva a ejecutarla cuando el servidor esté disponible.</translation>
    </message>
    <message>
        <source>The saved mappings could not be read from the team server.</source>
        <translation>No se pudieron leer del servidor del equipo los mapeos guardados.</translation>
    </message>
    <message>
        <source>The team server could not be reached: the mapping was not saved.</source>
        <translation>No se pudo contactar con el servidor del equipo: el mapeo no se guardó.</translation>
    </message>
    <message>
        <source>The team server did not keep the mapping: %1</source>
        <translation>El servidor del equipo no guardó el mapeo: %1</translation>
    </message>
    <message>
        <source>The team server could not be reached: nothing was read or kept.</source>
        <translation>No se pudo contactar con el servidor del equipo: no se leyó ni se guardó nada.</translation>
    </message>
    <message>
        <source>The run could not be kept on the team server: %1</source>
        <translation>La ejecución no se pudo guardar en el servidor del equipo: %1</translation>
    </message>
</context>
<context>
    <name>dd::TeamServerDialog</name>
    <message>
        <source>&amp;Test connection</source>
        <translation>P&amp;robar conexión</translation>
    </message>
    <message>
        <source>Sign in to the team server</source>
        <translation>Iniciar sesión en el servidor del equipo</translation>
    </message>
    <message>
        <source>Team server</source>
        <translation>Servidor del equipo</translation>
    </message>
    <message>
        <source>Co&amp;nnect</source>
        <translation>C&amp;onectar</translation>
    </message>
    <message>
        <source>Your administrator gives you the server&apos;s address, the database, your login and the CA file that signed the server&apos;s certificate. The password is never saved.</source>
        <translation>Su administrador le da la dirección del servidor, la base de datos, su usuario y el archivo de la CA que firmó el certificado del servidor. La contraseña nunca se guarda.</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Servidor:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Puerto:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Base de datos:</translation>
    </message>
    <message>
        <source>&amp;Login:</source>
        <translation>&amp;Usuario:</translation>
    </message>
    <message>
        <source>from PGPASSWORD or ~/.pgpass when left empty</source>
        <translation>de PGPASSWORD o ~/.pgpass si se deja vacía</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Con&amp;traseña:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>CA &amp;file:</source>
        <translation>&amp;Archivo de la CA:</translation>
    </message>
    <message>
        <source>needed for a server that is not on this computer</source>
        <translation>necesario para un servidor que no está en este equipo</translation>
    </message>
    <message>
        <source>Correct the fields marked above.</source>
        <translation>Corrija los campos marcados arriba.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Conectando con %1…</translation>
    </message>
    <message>
        <source>Connected as %1, role %2. The team&apos;s tables are at version %3.</source>
        <translation>Conectado como %1, rol %2. Las tablas del equipo están en la versión %3.</translation>
    </message>
    <message>
        <source>The team server asks for your password.</source>
        <translation>El servidor del equipo pide su contraseña.</translation>
    </message>
    <message>
        <source>CA file of the team server</source>
        <translation>Archivo de la CA del servidor del equipo</translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>Certificados (*.pem *.crt *.cer);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>dd::TeamWorkspace</name>
    <message>
        <source>DirectDesk — %1 (%2)</source>
        <translation>DirectDesk — %1 (%2)</translation>
    </message>
    <message>
        <source>Team server %1: connected (%2)</source>
        <translation>Servidor del equipo %1: conectado (%2)</translation>
    </message>
    <message>
        <source>Team server %1: unreachable — reconnecting…</source>
        <translation>Servidor del equipo %1: inalcanzable — reconectando…</translation>
    </message>
    <message>
        <source>Team server %1: %2</source>
        <translation>Servidor del equipo %1: %2</translation>
    </message>
    <message>
        <source>DirectDesk</source>
        <translation>DirectDesk</translation>
    </message>
    <message>
        <source>DirectDesk opens this computer&apos;s encrypted cache the next time it starts.</source>
        <translation>DirectDesk abrirá la caché cifrada de este equipo la próxima vez que se inicie.</translation>
    </message>
    <message>
        <source>Operators</source>
        <translation>Operadores</translation>
    </message>
    <message>
        <source>On the team server the operators are the server&apos;s logins: a Manager adds, removes and changes them with &quot;directdesk-cli team operator&quot;.</source>
        <translation>En el servidor del equipo los operadores son los usuarios del servidor: un Gerente los agrega, quita y cambia con &quot;directdesk-cli team operator&quot;.</translation>
    </message>
    <message>
        <source>Approvals</source>
        <translation>Aprobaciones</translation>
    </message>
    <message>
        <source>In team mode a Manager&apos;s login approves or rejects the refunds that wait for approval.</source>
        <translation>En modo equipo, el usuario de un Gerente aprueba o rechaza los reembolsos que esperan aprobación.</translation>
    </message>
</context>
<context>
    <name>dd::ThresholdForm</name>
    <message>
        <source>&amp;Save threshold</source>
        <translation>&amp;Guardar umbral</translation>
    </message>
    <message>
        <source>Re&amp;move threshold</source>
        <translation>&amp;Quitar umbral</translation>
    </message>
    <message>
        <source>Approval thresholds</source>
        <translation>Umbrales de aprobación</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>currency code — currency name</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>A refund by a Support operator above the threshold of its currency waits for a Manager&apos;s approval; nothing goes to the gateway until then.</source>
        <translation>Un reembolso de un operador de Soporte por encima del umbral de su moneda espera la aprobación de un Gerente; nada se envía a la pasarela hasta entonces.</translation>
    </message>
    <message>
        <source>In force:</source>
        <translation>Vigentes:</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>&amp;Moneda:</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>Mo&amp;nto:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>threshold (currency name)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>none: every refund goes out at once</source>
        <translation>ninguno: todo reembolso se envía de inmediato</translation>
    </message>
    <message>
        <source>Enter an amount, or remove the threshold.</source>
        <translation>Escriba un monto o quite el umbral.</translation>
    </message>
    <message>
        <source>Saved: Support refunds above %1 wait for a Manager&apos;s approval.</source>
        <translation>Guardado: los reembolsos de Soporte por encima de %1 esperan la aprobación de un Gerente.</translation>
    </message>
    <message>
        <source>Removed: Support refunds in %1 go out without approval.</source>
        <translation>Quitado: los reembolsos de Soporte en %1 se envían sin aprobación.</translation>
    </message>
</context>
<context>
    <name>dd::UnlockDialog</name>
    <message>
        <source>Unlock DirectDesk</source>
        <translation>Desbloquear DirectDesk</translation>
    </message>
    <message>
        <source>&amp;Unlock</source>
        <translation>&amp;Desbloquear</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>The cache %1 is locked. Enter its passphrase.</source>
        <translation>La caché %1 está bloqueada. Ingrese su contraseña.</translation>
    </message>
    <message>
        <source>&amp;Passphrase:</source>
        <translation>&amp;Contraseña:</translation>
    </message>
    <message>
        <source>Unlocking…</source>
        <translation>Desbloqueando…</translation>
    </message>
</context>
<context>
    <name>dd::Vault</name>
    <message numerus="yes">
        <source>Wrong passphrase. %n attempt(s) left before unlocking is blocked for 30 minutes.</source>
        <translation>
            <numerusform>Contraseña incorrecta. Queda %n intento antes de que el desbloqueo se bloquee durante 30 minutos.</numerusform>
            <numerusform>Contraseña incorrecta. Quedan %n intentos antes de que el desbloqueo se bloquee durante 30 minutos.</numerusform>
        </translation>
    </message>
    <message>
        <source>A passphrase needs at least %1 characters, with letters and digits.</source>
        <translation>Una contraseña necesita al menos %1 caracteres, con letras y dígitos.</translation>
    </message>
    <message>
        <source>The file size is not a whole number of pages.</source>
        <translation>El tamaño del archivo no es un número entero de páginas.</translation>
    </message>
    <message>
        <source>The file is shorter or longer than its page count.</source>
        <translation>El archivo es más corto o más largo que su número de páginas.</translation>
    </message>
    <message>
        <source>SQLCipher is not active on this connection.</source>
        <translation>SQLCipher no está activo en esta conexión.</translation>
    </message>
    <message>
        <source>No cache exists at this path.</source>
        <translation>No existe ninguna caché en esta ruta.</translation>
    </message>
    <message>
        <source>The key file beside the cache (.keys) is missing; the cache cannot be opened without it.</source>
        <translation>Falta el archivo de claves junto a la caché (.keys); sin él no se puede abrir la caché.</translation>
    </message>
    <message>
        <source>This is not a DirectDesk cache, or its key file belongs to another cache.</source>
        <translation>Esta no es una caché de DirectDesk, o su archivo de claves pertenece a otra caché.</translation>
    </message>
    <message>
        <source>This file is not encrypted; DirectDesk refuses to use it as its cache.</source>
        <translation>Este archivo no está cifrado; DirectDesk se niega a usarlo como caché.</translation>
    </message>
    <message>
        <source>The cache is damaged (truncated or unreadable). It was left untouched.</source>
        <translation>La caché está dañada (truncada o ilegible). No se modificó.</translation>
    </message>
    <message>
        <source>This cache was written by a newer version of DirectDesk. Please update DirectDesk.</source>
        <translation>Esta caché la escribió una versión más reciente de DirectDesk. Actualice DirectDesk.</translation>
    </message>
    <message>
        <source>Wrong passphrase.</source>
        <translation>Contraseña incorrecta.</translation>
    </message>
    <message>
        <source>Too many wrong passphrases. Unlocking is blocked until %1.</source>
        <translation>Demasiadas contraseñas incorrectas. El desbloqueo está bloqueado hasta %1.</translation>
    </message>
    <message>
        <source>A file already exists there; it will not be overwritten.</source>
        <translation>Ya existe un archivo en esa ubicación; no se sobrescribirá.</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>Las dos contraseñas no coinciden.</translation>
    </message>
    <message>
        <source>A key slot with this name exists already.</source>
        <translation>Ya existe una ranura de clave con este nombre.</translation>
    </message>
    <message>
        <source>There is no key slot with this name.</source>
        <translation>No existe ninguna ranura de clave con este nombre.</translation>
    </message>
    <message>
        <source>The last key slot cannot be removed.</source>
        <translation>No se puede quitar la última ranura de clave.</translation>
    </message>
    <message>
        <source>The cache is locked.</source>
        <translation>La caché está bloqueada.</translation>
    </message>
    <message>
        <source>The cache files could not be read or written: %1</source>
        <translation>No se pudieron leer ni escribir los archivos de la caché: %1</translation>
    </message>
    <message>
        <source>The encryption library failed: %1</source>
        <translation>La biblioteca de cifrado falló: %1</translation>
    </message>
</context>
<context>
    <name>dd::XlsxReportWriter</name>
    <message>
        <source>Cannot write in %1: %2</source>
        <translation>No se puede escribir en %1: %2</translation>
    </message>
    <message>
        <source>Cannot create the workbook %1.</source>
        <translation>No se puede crear el libro %1.</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Informe</translation>
    </message>
    <message>
        <source>More rows than a worksheet holds (%1).</source>
        <translation>Más filas de las que caben en una hoja (%1).</translation>
    </message>
    <message>
        <source>Cannot write the workbook: %1</source>
        <translation>No se puede escribir el libro: %1</translation>
    </message>
    <message>
        <source>Cannot rename the workbook to %1.</source>
        <translation>No se puede cambiar el nombre del libro a %1.</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totales</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moneda</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Pagos</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Monto</translation>
    </message>
    <message>
        <source>Refunded</source>
        <translation>Reembolsado</translation>
    </message>
    <message>
        <source>Refunds </source>
        <translation>Reembolsos </translation>
    </message>
</context>
<context>
    <name>dd::access::AccessError</name>
    <message>
        <source>Your role does not allow you to %1.</source>
        <translation>Su rol no le permite %1.</translation>
    </message>
    <message>
        <source>Your role does not allow this.</source>
        <translation>Su rol no permite esto.</translation>
    </message>
    <message>
        <source>No operator is signed in.</source>
        <translation>No hay ningún operador con sesión iniciada.</translation>
    </message>
    <message>
        <source>This passphrase opens a key slot that belongs to no operator. A Manager adds operators (Tools ▸ Operators or directdesk-cli operators add).</source>
        <translation>Esta contraseña abre una ranura de clave que no pertenece a ningún operador. Un Gerente agrega operadores (Herramientas ▸ Operadores o directdesk-cli operators add).</translation>
    </message>
    <message>
        <source>Nobody may approve or reject their own request; another Manager must.</source>
        <translation>Nadie puede aprobar ni rechazar su propia solicitud; debe hacerlo otro Gerente.</translation>
    </message>
    <message>
        <source>Give the reason for the rejection.</source>
        <translation>Indique el motivo del rechazo.</translation>
    </message>
    <message>
        <source>There is no request with this number.</source>
        <translation>No existe ninguna solicitud con este número.</translation>
    </message>
    <message>
        <source>This request was decided already.</source>
        <translation>Esta solicitud ya se decidió.</translation>
    </message>
    <message>
        <source>An operator with this name exists already.</source>
        <translation>Ya existe un operador con este nombre.</translation>
    </message>
    <message>
        <source>There is no operator with this name.</source>
        <translation>No existe ningún operador con este nombre.</translation>
    </message>
    <message>
        <source>The last Manager cannot be removed or given another role.</source>
        <translation>No se puede quitar al último Gerente ni darle otro rol.</translation>
    </message>
    <message>
        <source>An operator&apos;s name needs 1 to 64 characters.</source>
        <translation>El nombre de un operador necesita de 1 a 64 caracteres.</translation>
    </message>
    <message>
        <source>The cache could not be written: %1</source>
        <translation>No se pudo escribir en la caché: %1</translation>
    </message>
    <message>
        <source>Refund request %1 for this payment already waits for a Manager&apos;s approval. A Manager approves or rejects it (Tools ▸ Approvals) before another refund is asked for; nothing was stored or sent.</source>
        <translation>La solicitud de reembolso %1 de este pago ya espera la aprobación de un Gerente. Un Gerente la aprueba o la rechaza (Herramientas ▸ Aprobaciones) antes de pedir otro reembolso; no se guardó ni se envió nada.</translation>
    </message>
</context>
<context>
    <name>dd::access::Names</name>
    <message>
        <source>Finance</source>
        <translation>Finanzas</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Soporte</translation>
    </message>
    <message>
        <source>Manager</source>
        <translation>Gerente</translation>
    </message>
    <message>
        <source>capture a payment</source>
        <translation>capturar un pago</translation>
    </message>
    <message>
        <source>refund a payment</source>
        <translation>reembolsar un pago</translation>
    </message>
    <message>
        <source>cancel a refund</source>
        <translation>cancelar un reembolso</translation>
    </message>
    <message>
        <source>cancel a payment</source>
        <translation>cancelar un pago</translation>
    </message>
    <message>
        <source>create a payment</source>
        <translation>crear un pago</translation>
    </message>
    <message>
        <source>look up or import payments</source>
        <translation>consultar o importar pagos</translation>
    </message>
    <message>
        <source>export reports or the audit trail</source>
        <translation>exportar informes o el registro de auditoría</translation>
    </message>
    <message>
        <source>change settings</source>
        <translation>cambiar la configuración</translation>
    </message>
    <message>
        <source>manage operators</source>
        <translation>administrar operadores</translation>
    </message>
    <message>
        <source>approve or reject refunds</source>
        <translation>aprobar o rechazar reembolsos</translation>
    </message>
</context>
<context>
    <name>dd::cli::AccessCommands</name>
    <message>
        <source>Give --name and, for add and role, --role finance|support|manager.</source>
        <translation>Indique --name y, para add y role, --role finance|support|manager.</translation>
    </message>
    <message>
        <source>	(you)</source>
        <translation>	(usted)</translation>
    </message>
    <message>
        <source>No passphrase given for the new operator.</source>
        <translation>No se indicó ninguna contraseña para el nuevo operador.</translation>
    </message>
    <message>
        <source>Added %1 (%2).</source>
        <translation>Se agregó a %1 (%2).</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>Se quitó a %1.</translation>
    </message>
    <message>
        <source>%1 is now %2.</source>
        <translation>%1 ahora es %2.</translation>
    </message>
    <message>
        <source>Current passphrase: </source>
        <translation>Contraseña actual: </translation>
    </message>
    <message>
        <source>No passphrase given.</source>
        <translation>No se indicó ninguna contraseña.</translation>
    </message>
    <message>
        <source>Your passphrase was changed.</source>
        <translation>Su contraseña se cambió.</translation>
    </message>
    <message>
        <source>No refunds await approval.</source>
        <translation>Ningún reembolso espera aprobación.</translation>
    </message>
    <message>
        <source>The payment %1 is not in the cache.</source>
        <translation>El pago %1 no está en la caché.</translation>
    </message>
    <message>
        <source>Approved, but the refund failed: %1</source>
        <translation>Aprobado, pero el reembolso falló: %1</translation>
    </message>
    <message>
        <source>Approved request %1 and sent the refund of %2 %3.</source>
        <translation>Solicitud %1 aprobada y reembolso de %2 %3 enviado.</translation>
    </message>
    <message>
        <source>Give --currency as a three-letter ISO code.</source>
        <translation>Indique --currency como un código ISO de tres letras.</translation>
    </message>
    <message>
        <source>The amount is not a valid amount.</source>
        <translation>El monto no es un monto válido.</translation>
    </message>
    <message>
        <source>Give the request&apos;s number with --id.</source>
        <translation>Indique el número de la solicitud con --id.</translation>
    </message>
    <message>
        <source>Rejected request %1.</source>
        <translation>Solicitud %1 rechazada.</translation>
    </message>
    <message>
        <source>Dates are YYYY-MM-DD.</source>
        <translation>Las fechas son AAAA-MM-DD.</translation>
    </message>
    <message>
        <source>Give the CSV file with --out.</source>
        <translation>Indique el archivo CSV con --out.</translation>
    </message>
    <message numerus="yes">
        <source>The audit trail is intact: %n row(s) checked.</source>
        <translation>
            <numerusform>El registro de auditoría está íntegro: %n fila verificada.</numerusform>
            <numerusform>El registro de auditoría está íntegro: %n filas verificadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The audit trail was tampered with.</source>
        <translation>El registro de auditoría fue alterado.</translation>
    </message>
    <message numerus="yes">
        <source>%n older row(s) were written before the chain existed and are not covered.</source>
        <translation>
            <numerusform>%n fila más antigua se escribió antes de que existiera la cadena y no está cubierta.</numerusform>
            <numerusform>%n filas más antiguas se escribieron antes de que existiera la cadena y no están cubiertas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>No se puede escribir %1.</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>Se escribió %1.</translation>
    </message>
    <message>
        <source>List, add or remove operators, change roles or your passphrase</source>
        <translation>Listar, agregar o quitar operadores, cambiar roles o su contraseña</translation>
    </message>
    <message>
        <source>Refunds awaiting a Manager&apos;s approval; approval thresholds</source>
        <translation>Reembolsos en espera de la aprobación de un Gerente; umbrales de aprobación</translation>
    </message>
    <message>
        <source>Verify, list or export the hash-chained audit trail</source>
        <translation>Verificar, listar o exportar el registro de auditoría encadenado por hashes</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli audit ACTION --vault PATH | --server CONNINFO [--json]
  verify                       recompute the hash chain; exit 0 when intact, 12 when not
  list [filters] [--limit N]   newest first
  export --out FILE [filters]  (Finance, Manager) CSV, oldest first
Filters: --actor NAME --action CODE --from YYYY-MM-DD --to YYYY-MM-DD (exclusive) --text TEXT</source>
        <translation>Uso: directdesk-cli audit ACTION --vault PATH | --server CONNINFO [--json]
  verify                       recalcula la cadena de hashes; sale con 0 si está íntegra, 12 si no
  list [filters] [--limit N]   las entradas más recientes primero
  export --out FILE [filters]  (Finanzas, Gerente) CSV, las más antiguas primero
Filtros: --actor NAME --action CODE --from YYYY-MM-DD --to YYYY-MM-DD (exclusivo) --text TEXT</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli operators ACTION (--vault PATH | --server CONNINFO) [--json]
  list                                 operators and their roles
  add --name NAME --role ROLE          (Manager) new operator; passphrase from
                                       DIRECTDESK_NEW_PASSPHRASE or asked twice
  remove --name NAME                   (Manager)
  role --name NAME --role ROLE         (Manager) ROLE: finance, support, manager
  passwd                               change your own passphrase
The passphrase you unlock with (DIRECTDESK_PASSPHRASE or asked) says who you are.
With --server CONNINFO the operators are logins of the team server and the login of the
connection says who you are; list, add, remove and role are `team operator`&apos;s (the operator
named with --login LOGIN, --name the name the team sees), and passwd changes your login&apos;s
password (from DIRECTDESK_NEW_PASSPHRASE or asked twice), sent only as a SCRAM-SHA-256
verifier computed on this computer.</source>
        <translation>Uso: directdesk-cli operators ACTION (--vault PATH | --server CONNINFO) [--json]
  list                                 operadores y sus roles
  add --name NAME --role ROLE          (Gerente) nuevo operador; contraseña de
                                       DIRECTDESK_NEW_PASSPHRASE o pedida dos veces
  remove --name NAME                   (Gerente)
  role --name NAME --role ROLE         (Gerente) ROLE: finance, support, manager
  passwd                               cambia su propia contraseña
La contraseña con la que desbloquea (DIRECTDESK_PASSPHRASE o pedida) indica quién es usted.
Con --server CONNINFO los operadores son usuarios del servidor del equipo y el usuario de la
conexión indica quién es usted; list, add, remove y role son los de `team operator` (el operador
se indica con --login LOGIN y --name es el nombre que ve el equipo), y passwd cambia la contraseña
de su usuario (de DIRECTDESK_NEW_PASSPHRASE o pedida dos veces), que se envía solo como un
verificador SCRAM-SHA-256 calculado localmente.</translation>
    </message>
    <message>
        <source>--login is for the team server (--server); in a vault --name names the operator.</source>
        <translation>--login es para el servidor del equipo (--server); en una caché, --name indica el operador.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli approvals ACTION (--vault PATH | --server CONNINFO) [--json]
  list [--all]                          refunds awaiting approval (--all: decided ones too)
  approve --id N                        (Manager, not the requester) approve and send the refund
  reject --id N --reason TEXT           (Manager, not the requester)
  threshold [--currency C --amount X | --currency C --clear]
                                        show or (Manager) set the amount above which a Support
                                        operator&apos;s refund waits for approval
The Manager&apos;s own passphrase (DIRECTDESK_PASSPHRASE or asked) unlocks and approves.
With --server CONNINFO the login of the connection decides (the server refuses anyone&apos;s own
request) and an approved refund goes to the team worker, which sends it:
  --wait SECONDS   (approve) how long to wait for the worker&apos;s outcome (default %1;
                   0: hand it to the worker and return)</source>
        <translation>Uso: directdesk-cli approvals ACTION (--vault PATH | --server CONNINFO) [--json]
  list [--all]                          reembolsos en espera de aprobación (--all: también los decididos)
  approve --id N                        (Gerente, no el solicitante) aprueba y envía el reembolso
  reject --id N --reason TEXT           (Gerente, no el solicitante)
  threshold [--currency C --amount X | --currency C --clear]
                                        muestra o (Gerente) define el monto por encima del cual el
                                        reembolso de un operador de Soporte espera aprobación
La contraseña propia del Gerente (DIRECTDESK_PASSPHRASE o pedida) desbloquea y aprueba.
Con --server CONNINFO decide el usuario de la conexión (el servidor no deja que nadie decida su
propia solicitud) y un reembolso aprobado pasa al worker del equipo, que lo envía:
  --wait SECONDS   (approve) cuánto esperar el resultado del worker (predeterminado %1;
                   0: entregarlo al worker y volver)</translation>
    </message>
    <message>
        <source>Approved request %1: the team worker sent the refund.</source>
        <translation>Solicitud %1 aprobada: el worker del equipo envió el reembolso.</translation>
    </message>
    <message>
        <source>--wait is for approve on the team server (--server).</source>
        <translation>--wait es para approve en el servidor del equipo (--server).</translation>
    </message>
</context>
<context>
    <name>dd::cli::ActionCommands</name>
    <message>
        <source>An earlier action on %1 still has an unknown outcome: run `directdesk-cli sync` first.</source>
        <translation>Una acción anterior sobre %1 todavía tiene un resultado desconocido: ejecute primero `directdesk-cli sync`.</translation>
    </message>
    <message>
        <source>Could not read payment %1: %2 %3</source>
        <translation>No se pudo leer el pago %1: %2 %3</translation>
    </message>
    <message>
        <source>Failed: %1 %2 %3</source>
        <translation>Falló: %1 %2 %3</translation>
    </message>
    <message>
        <source>Sent, but the outcome is unknown. It is recorded and will be resolved by query (directdesk-cli sync); it is never sent again by itself.</source>
        <translation>Enviado, pero el resultado es desconocido. Quedó registrado y se resolverá por consulta (directdesk-cli sync); nunca se reenvía por sí solo.</translation>
    </message>
    <message>
        <source>--hash H is required.</source>
        <translation>--hash H es obligatorio.</translation>
    </message>
    <message>
        <source>Captured %1.</source>
        <translation>%1 capturado.</translation>
    </message>
    <message>
        <source>Cancelled %1.</source>
        <translation>%1 cancelado.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>--amount and --description are required.</source>
        <translation>--amount y --description son obligatorios.</translation>
    </message>
    <message>
        <source>Refund requested on %1.</source>
        <translation>Reembolso solicitado para %1.</translation>
    </message>
    <message>
        <source>Cancelled from the command line</source>
        <translation>Cancelado desde la línea de comandos</translation>
    </message>
    <message>
        <source>Refund cancelled.</source>
        <translation>Reembolso cancelado.</translation>
    </message>
    <message>
        <source>The payment has no such refund.</source>
        <translation>El pago no tiene ese reembolso.</translation>
    </message>
    <message>
        <source>Capture a pre-authorized payment (exactly once)</source>
        <translation>Capturar un pago preautorizado (exactamente una vez)</translation>
    </message>
    <message>
        <source>Cancel an open or pending payment</source>
        <translation>Cancelar un pago abierto o pendiente</translation>
    </message>
    <message>
        <source>Request a refund (exactly once)</source>
        <translation>Solicitar un reembolso (exactamente una vez)</translation>
    </message>
    <message>
        <source>Cancel a refund not yet confirmed</source>
        <translation>Cancelar un reembolso aún no confirmado</translation>
    </message>
    <message>
        <source>Refused, nothing was sent: %1</source>
        <translation>Rechazado, no se envió nada: %1</translation>
    </message>
    <message>
        <source>%1 is not an amount: %2</source>
        <translation>%1 no es un monto: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 KB: not a file of bank details.</source>
        <translation>%1 ocupa más de %2 KB: no es un archivo de datos bancarios.</translation>
    </message>
    <message>
        <source>%1 is not a JSON object: %2</source>
        <translation>%1 no es un objeto JSON: %2</translation>
    </message>
    <message>
        <source>The gateway applied it, but its answer could not be stored in the cache; the payment is marked for refresh (directdesk-cli sync).</source>
        <translation>La pasarela lo aplicó, pero su respuesta no se pudo guardar en la caché; el pago quedó marcado para actualizarse (directdesk-cli sync).</translation>
    </message>
    <message>
        <source>  --vault PATH   the encrypted cache (passphrase from DIRECTDESK_PASSPHRASE or a no-echo prompt)
  --json         one JSON object on standard output
Earlier actions whose outcome is unknown are resolved by query first; an action on a payment
whose earlier action is still unknown is refused (exit 8).
</source>
        <translation>  --vault PATH   la caché cifrada (contraseña de DIRECTDESK_PASSPHRASE o de una solicitud sin eco)
  --json         un objeto JSON en la salida estándar
Las acciones anteriores con resultado desconocido se resuelven primero por consulta; una acción sobre un pago
cuya acción anterior sigue desconocida se rechaza (salida 8).
</translation>
    </message>
    <message>
        <source>--wait is for the team server (--server).</source>
        <translation>--wait es para el servidor del equipo (--server).</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli capture (--vault PATH | --server CONNINFO) --hash H [--amount A] [--json]
</source>
        <translation>Uso: directdesk-cli capture (--vault PATH | --server CONNINFO) --hash H [--amount A] [--json]
</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli cancel (--vault PATH | --server CONNINFO) --hash H [--json]
</source>
        <translation>Uso: directdesk-cli cancel (--vault PATH | --server CONNINFO) --hash H [--json]
</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli refund (--vault PATH | --server CONNINFO) --hash H --amount A --description D
                             [--merchant-refund-code C] [--bank-info FILE.json] [--json]
Give the same --merchant-refund-code when repeating a refund: the gateway refuses a duplicate.
</source>
        <translation>Uso: directdesk-cli refund (--vault PATH | --server CONNINFO) --hash H --amount A --description D
                             [--merchant-refund-code C] [--bank-info FILE.json] [--json]
Indique el mismo --merchant-refund-code al repetir un reembolso: la pasarela rechaza los duplicados.
</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli cancel-refund (--vault PATH | --server CONNINFO) --hash H
                                    (--refund-id ID | --merchant-refund-code C) [--json]
</source>
        <translation>Uso: directdesk-cli cancel-refund (--vault PATH | --server CONNINFO) --hash H
                                    (--refund-id ID | --merchant-refund-code C) [--json]
</translation>
    </message>
</context>
<context>
    <name>dd::cli::ApiCommand</name>
    <message>
        <source>warning: %1: %2</source>
        <translation>advertencia: %1: %2</translation>
    </message>
    <message>
        <source>error (%1%2): %3</source>
        <translation>error (%1%2): %3</translation>
    </message>
    <message>
        <source>Reconcile with: directdesk-cli api query %1</source>
        <translation>Concilie con: directdesk-cli api query %1</translation>
    </message>
    <message>
        <source>Payment %1</source>
        <translation>Pago %1</translation>
    </message>
    <message>
        <source>Refund %1: %2 %3</source>
        <translation>Reembolso %1: %2 %3</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli api &lt;direct|query|capture|cancel|refund|refund-cancel|ewallets&gt;
         --base-url URL --integration-key KEY [--field value ...] [--body FILE.json]
         [--json] [--timeout SECONDS] [--verbose]
Fields use the API&apos;s names, e.g. --hash, --merchant_payment_code, --amount, --card_number.
The key may also come from the environment variable DIRECTDESK_INTEGRATION_KEY.</source>
        <translation>Uso: directdesk-cli api &lt;direct|query|capture|cancel|refund|refund-cancel|ewallets&gt;
         --base-url URL --integration-key KEY [--field value ...] [--body FILE.json]
         [--json] [--timeout SECONDS] [--verbose]
Los campos usan los nombres de la API, p. ej. --hash, --merchant_payment_code, --amount, --card_number.
La clave también puede venir de la variable de entorno DIRECTDESK_INTEGRATION_KEY.</translation>
    </message>
    <message>
        <source>Unknown operation: %1</source>
        <translation>Operación desconocida: %1</translation>
    </message>
    <message>
        <source>--timeout takes a whole number of seconds.</source>
        <translation>--timeout recibe un número entero de segundos.</translation>
    </message>
    <message>
        <source>Give the payment&apos;s hash or merchant_payment_code.</source>
        <translation>Indique el hash o el merchant_payment_code del pago.</translation>
    </message>
    <message>
        <source>Give the gateway&apos;s address with --base-url.</source>
        <translation>Indique la dirección de la pasarela con --base-url.</translation>
    </message>
    <message>
        <source>Give the integration key with --integration-key or DIRECTDESK_INTEGRATION_KEY.</source>
        <translation>Indique la clave de integración con --integration-key o DIRECTDESK_INTEGRATION_KEY.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a JSON object: %2</source>
        <translation>%1 no es un objeto JSON: %2</translation>
    </message>
</context>
<context>
    <name>dd::cli::BulkRefunds</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>expected hash,amount,description[,merchant_refund_code]</source>
        <translation>se esperaba hash,amount,description[,merchant_refund_code]</translation>
    </message>
    <message>
        <source>%1 holds no refund (a header line, then one refund a line).</source>
        <translation>%1 no contiene ningún reembolso (una línea de encabezado y luego un reembolso por línea).</translation>
    </message>
    <message>
        <source>not a payment hash</source>
        <translation>no es un hash de pago</translation>
    </message>
    <message>
        <source>merchant_refund_code used twice in the file</source>
        <translation>merchant_refund_code usado dos veces en el archivo</translation>
    </message>
    <message>
        <source>an earlier action on this payment has an unknown outcome</source>
        <translation>una acción anterior en este pago tiene un resultado desconocido</translation>
    </message>
    <message>
        <source>payment could not be queried: %1</source>
        <translation>no se pudo consultar el pago: %1</translation>
    </message>
    <message>
        <source>--from-csv FILE is required.</source>
        <translation>--from-csv FILE es obligatorio.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>No se puede escribir %1.</translation>
    </message>
    <message>
        <source>%1 of %2 refund(s) have a problem: none was sent. See %3.</source>
        <translation>%1 de %2 reembolso(s) con problemas: no se envió ninguno. Vea %3.</translation>
    </message>
    <message>
        <source>%1 of %2 refund(s) requested. See %3.</source>
        <translation>%1 de %2 reembolso(s) solicitado(s). Vea %3.</translation>
    </message>
    <message>
        <source>Bulk refunds from a CSV file, all validated before any is sent</source>
        <translation>Reembolsos masivos desde un archivo CSV, todos validados antes de enviar alguno</translation>
    </message>
    <message>
        <source>the rows for this payment add up to %1 %3, more than the %2 %3 left to refund</source>
        <translation>las filas de este pago suman %1 %3, más que los %2 %3 que quedan por reembolsar</translation>
    </message>
    <message>
        <source>not an amount: %1 (%2)</source>
        <translation>no es un monto: %1 (%2)</translation>
    </message>
    <message>
        <source>line longer than %1 KB: not a refund</source>
        <translation>línea de más de %1 KB: no es un reembolso</translation>
    </message>
    <message>
        <source>payment could not be queried</source>
        <translation>no se pudo consultar el pago</translation>
    </message>
    <message>
        <source>the file changed after it was checked</source>
        <translation>el archivo cambió después de verificarse</translation>
    </message>
    <message>
        <source>%1 changed while it was being checked: nothing was sent.</source>
        <translation>%1 cambió mientras se verificaba: no se envió nada.</translation>
    </message>
    <message>
        <source>the team server has no such payment (look it up first: `directdesk-cli query --server`)</source>
        <translation>el servidor del equipo no tiene este pago (búsquelo primero: `directdesk-cli query --server`)</translation>
    </message>
    <message>
        <source>the refund of line %1 on this payment has not ended (one open action per payment): ask again once it has, or give a longer --wait</source>
        <translation>el reembolso de la línea %1 sobre este pago no ha terminado (una acción abierta por pago): vuelva a pedirlo cuando termine o indique un --wait más largo</translation>
    </message>
    <message>
        <source>above the approval threshold: waits as request %1 until a Manager approves it</source>
        <translation>supera el umbral de aprobación: queda en espera como solicitud %1 hasta que un Gerente lo apruebe</translation>
    </message>
    <message>
        <source>%1 of %2 refund(s) recorded for the team worker (%3 done), %4 held for a Manager&apos;s approval, %5 refused. See %6.</source>
        <translation>%1 de %2 reembolso(s) registrado(s) para el worker del equipo (%3 completado(s)), %4 en espera de la aprobación de un Gerente, %5 rechazado(s). Vea %6.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli refunds (--vault PATH | --server CONNINFO) --from-csv FILE [--result FILE]
                              [--wait SECONDS] [--json]
FILE: a header line, then hash,amount,description[,merchant_refund_code] per line.
Every refund is validated (payment queried) before any is sent; one problem and none is sent (exit 3).
The result CSV (default FILE.result.csv) has one line per refund with its outcome.
With --server every row is checked against the payment as the team server holds it, then each
refund is recorded for the team worker, which sends it (result: requested, held_for_approval or
refused, and with --wait how it ended; the result CSV adds the request&apos;s number).
</source>
        <translation>Uso: directdesk-cli refunds (--vault PATH | --server CONNINFO) --from-csv FILE [--result FILE]
                              [--wait SECONDS] [--json]
FILE: una línea de encabezado y luego hash,amount,description[,merchant_refund_code] por línea.
Cada reembolso se valida (se consulta el pago) antes de enviar alguno; con un problema no se envía ninguno (salida 3).
El CSV de resultado (por omisión FILE.result.csv) tiene una línea por reembolso con su resultado.
Con --server cada fila se verifica contra el pago tal como lo tiene el servidor del equipo; luego cada
reembolso se registra para el worker del equipo, que lo envía (resultado: requested, held_for_approval o
refused y, con --wait, cómo terminó; el CSV de resultado agrega el número de la solicitud).
</translation>
    </message>
    <message>
        <source>--wait is for the team server (--server).</source>
        <translation>--wait es para el servidor del equipo (--server).</translation>
    </message>
</context>
<context>
    <name>dd::cli::CommandStore</name>
    <message>
        <source>Give either --vault PATH or --server CONNINFO, not both.</source>
        <translation>Indique --vault PATH o --server CONNINFO, no ambos.</translation>
    </message>
    <message>
        <source>Give the store with --vault PATH (this computer&apos;s cache) or --server CONNINFO (the team server).</source>
        <translation>Indique dónde están los datos con --vault PATH (la caché local) o --server CONNINFO (el servidor del equipo).</translation>
    </message>
    <message>
        <source>  --gateway-config FILE  with --server, the gateway&apos;s key on this computer, as the team worker
                         takes it: {&quot;base_url&quot;: &quot;https://…&quot;, &quot;integration_key&quot;: &quot;…&quot;};
                         without it DIRECTDESK_INTEGRATION_KEY (and DIRECTDESK_BASE_URL). The team
                         server never holds the key.
</source>
        <translation>  --gateway-config FILE  con --server, la clave local de la pasarela, en la forma en que la toma el
                         worker del equipo: {&quot;base_url&quot;: &quot;https://…&quot;, &quot;integration_key&quot;: &quot;…&quot;};
                         sin esta opción, DIRECTDESK_INTEGRATION_KEY (y DIRECTDESK_BASE_URL). El
                         servidor del equipo nunca tiene la clave.
</translation>
    </message>
    <message>
        <source>--slot is for a vault: on the team server the login signs in.</source>
        <translation>--slot es para una caché: en el servidor del equipo se inicia sesión con el usuario.</translation>
    </message>
</context>
<context>
    <name>dd::cli::ConfigCommand</name>
    <message>
        <source>The base address must be https:// (http:// only on a loopback address): %1</source>
        <translation>La dirección base debe ser https:// (http:// solo en una dirección de loopback): %1</translation>
    </message>
    <message>
        <source>An environment name is up to 32 lowercase letters, digits, &apos;-&apos; or &apos;_&apos;.</source>
        <translation>Un nombre de entorno tiene hasta 32 letras minúsculas, dígitos, &apos;-&apos; o &apos;_&apos;.</translation>
    </message>
    <message>
        <source>Integration key: </source>
        <translation>Clave de integración: </translation>
    </message>
    <message>
        <source>No integration key given.</source>
        <translation>No se indicó ninguna clave de integración.</translation>
    </message>
    <message>
        <source>The integration key is empty.</source>
        <translation>La clave de integración está vacía.</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(sin definir)</translation>
    </message>
    <message>
        <source>Environment: %1</source>
        <translation>Entorno: %1</translation>
    </message>
    <message>
        <source>Base address: %1</source>
        <translation>Dirección base: %1</translation>
    </message>
    <message>
        <source>Integration key: %1</source>
        <translation>Clave de integración: %1</translation>
    </message>
    <message>
        <source>set</source>
        <translation>definida</translation>
    </message>
    <message>
        <source>The connection could not be saved in the cache.</source>
        <translation>No se pudo guardar la conexión en la caché.</translation>
    </message>
    <message>
        <source>Saved the connection in the encrypted cache.</source>
        <translation>Conexión guardada en la caché cifrada.</translation>
    </message>
    <message>
        <source>The team server did not save the connection: %1</source>
        <translation>El servidor del equipo no guardó la conexión: %1</translation>
    </message>
    <message>
        <source>Saved the team&apos;s connection on the team server.</source>
        <translation>Conexión del equipo guardada en el servidor del equipo.</translation>
    </message>
    <message>
        <source>Integration key: held by the team worker on its own host, never by the team server</source>
        <translation>Clave de integración: la guarda el worker del equipo en su propia máquina, nunca el servidor del equipo</translation>
    </message>
    <message>
        <source>The team server does not keep the integration key: the team worker holds it on its own host (directdesk-cli team worker --gateway-config FILE, or DIRECTDESK_INTEGRATION_KEY in the worker&apos;s environment). Nothing was sent.</source>
        <translation>El servidor del equipo no guarda la clave de integración: la tiene el worker del equipo en su propia máquina (directdesk-cli team worker --gateway-config FILE, o DIRECTDESK_INTEGRATION_KEY en el entorno del worker). No se envió nada.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli config (--vault PATH | --server CONNINFO) [--base-url URL]
                             [--integration-key KEY|-] [--environment NAME] [--slot NAME]
                             [--transfer-timeout-ms N]
Stores the gateway connection inside the encrypted cache; with no setting, shows it.
  --base-url URL          https://…, or http:// on a loopback address only
  --integration-key KEY   &apos;-&apos; asks for it without echo (or reads DIRECTDESK_INTEGRATION_KEY)
  --environment NAME      e.g. builtin, sandbox, production
  --transfer-timeout-ms N with --server only: how long each gateway call of the team worker
                          and of query, sync and reconcile --server may take, %1 to %2
                          (the team&apos;s gateway.transfer_timeout_ms; %3 when not set)
The passphrase comes from DIRECTDESK_PASSPHRASE or is asked without echo.
The integration key is never printed.
With --server CONNINFO: the team&apos;s settings on the team server (a Manager sets them, the
server checks). The team server holds no integration key: the team worker has it on its
own host (team worker --gateway-config FILE).</source>
        <translation>Uso: directdesk-cli config (--vault PATH | --server CONNINFO) [--base-url URL]
                             [--integration-key KEY|-] [--environment NAME] [--slot NAME]
                             [--transfer-timeout-ms N]
Guarda la conexión con la pasarela dentro de la caché cifrada; sin ninguna opción, la muestra.
  --base-url URL          https://…, o http:// solo en una dirección de loopback
  --integration-key KEY   &apos;-&apos; la pide sin eco (o lee DIRECTDESK_INTEGRATION_KEY)
  --environment NAME      p. ej. builtin, sandbox, production
  --transfer-timeout-ms N solo con --server: cuánto puede durar cada llamada a la pasarela del
                          worker del equipo y de query, sync y reconcile --server, de %1 a %2
                          (gateway.transfer_timeout_ms del equipo; %3 si no está definido)
La contraseña viene de DIRECTDESK_PASSPHRASE o se pide sin eco.
La clave de integración nunca se muestra.
Con --server CONNINFO: la configuración del equipo en el servidor del equipo (la define un Gerente
y el servidor la verifica). El servidor del equipo no guarda la clave de integración: la tiene el
worker del equipo en su propia máquina (team worker --gateway-config FILE).</translation>
    </message>
    <message>
        <source>--transfer-timeout-ms takes %1 to %2 milliseconds, not &quot;%3&quot;. Nothing was written.</source>
        <translation>--transfer-timeout-ms admite de %1 a %2 milisegundos, no &quot;%3&quot;. No se escribió nada.</translation>
    </message>
    <message>
        <source>The team server did not save the gateway limit: %1</source>
        <translation>El servidor del equipo no guardó el límite de la pasarela: %1</translation>
    </message>
    <message>
        <source>Saved the team&apos;s gateway limit on the team server: %1 ms. A worker that runs now takes it when it starts again.</source>
        <translation>Límite de la pasarela del equipo guardado en el servidor del equipo: %1 ms. Un worker que esté en marcha lo toma cuando vuelva a iniciarse.</translation>
    </message>
    <message>
        <source>Gateway limit: %1 ms</source>
        <translation>Límite de la pasarela: %1 ms</translation>
    </message>
    <message>
        <source>--transfer-timeout-ms is the team&apos;s setting: give it with --server. Nothing was written.</source>
        <translation>--transfer-timeout-ms es una configuración del equipo: indíquela con --server. No se escribió nada.</translation>
    </message>
</context>
<context>
    <name>dd::cli::ListenCommand</name>
    <message>
        <source>Usage: directdesk-cli listen --vault PATH [--address IP] [--port N] [--json]
Receives the gateway&apos;s notifications (payment_status_change) over HTTP, answers 200, queues every
hash in the cache and queries it. Listens on 127.0.0.1 unless --address says otherwise; the
address and port are printed once ready. Stops on SIGINT or SIGTERM.
</source>
        <translation>Uso: directdesk-cli listen --vault PATH [--address IP] [--port N] [--json]
Recibe las notificaciones de la pasarela (payment_status_change) por HTTP, responde 200, encola cada
hash en la caché y lo consulta. Escucha en 127.0.0.1 salvo que --address indique otra cosa; la
dirección y el puerto se muestran cuando está listo. Se detiene con SIGINT o SIGTERM.
</translation>
    </message>
    <message>
        <source>--address takes an IP address and --port 0 to 65535.</source>
        <translation>--address recibe una dirección IP y --port de 0 a 65535.</translation>
    </message>
    <message>
        <source>Cannot listen on %1:%2: %3</source>
        <translation>No se puede escuchar en %1:%2: %3</translation>
    </message>
    <message>
        <source>listening on http://%1:%2</source>
        <translation>escuchando en http://%1:%2</translation>
    </message>
    <message>
        <source>Receive gateway notifications over HTTP and query the payments they name</source>
        <translation>Recibir notificaciones de la pasarela por HTTP y consultar los pagos que indican</translation>
    </message>
    <message>
        <source>The notified codes could not be queued in the cache; they are queried once.</source>
        <translation>No se pudieron encolar en la caché los códigos notificados; se consultan una sola vez.</translation>
    </message>
    <message>
        <source>The import queue is full (%1 codes): %2 notified code(s) queried once but not queued for retry: %3</source>
        <translation>La cola de importación está llena (%1 códigos): %2 código(s) notificado(s) consultado(s) una vez, pero sin quedar en cola para reintentar: %3</translation>
    </message>
    <message>
        <source>%1 notified code(s) can never be queried (control characters or too long) and were dropped: %2</source>
        <translation>%1 código(s) notificado(s) no se pueden consultar nunca (caracteres de control o demasiado largos) y se descartaron: %2</translation>
    </message>
    <message>
        <source>Queried %1 payment(s): %2 refreshed, %3 failed (%4 unknown to the gateway).</source>
        <translation>%1 pago(s) consultado(s): %2 actualizado(s), %3 con falla (%4 desconocido(s) para la pasarela).</translation>
    </message>
    <message>
        <source>The gateway certificate&apos;s path could not be saved in the cache.</source>
        <translation>No se pudo guardar en la caché la ruta del certificado de la pasarela.</translation>
    </message>
    <message>
        <source>  --gateway-certificate PEM  take only notifications signed with this certificate&apos;s key (others
                             are answered 403 and counted); without it, the certificate the cache&apos;s
                             setting names, if any
  --remember-certificate     also keep the certificate&apos;s path in the cache (for the desktop app)
</source>
        <translation>  --gateway-certificate PEM  acepta solo notificaciones firmadas con la clave de este certificado (las demás
                             se responden con 403 y se cuentan); sin esta opción, el certificado que indica la
                             configuración de la caché, si lo hay
  --remember-certificate     guarda también la ruta del certificado en la caché (para la app de escritorio)
</translation>
    </message>
    <message>
        <source>--remember-certificate needs --gateway-certificate.</source>
        <translation>--remember-certificate requiere --gateway-certificate.</translation>
    </message>
    <message>
        <source>Notifications must be signed by the gateway certificate %1.</source>
        <translation>Las notificaciones deben estar firmadas con el certificado de la pasarela %1.</translation>
    </message>
    <message>
        <source>listen works on a vault only. For the team, the team worker receives the gateway&apos;s notifications: directdesk-cli team worker --server CONNINFO [--address IP] [--port N] [--gateway-config FILE]. Nothing was opened.</source>
        <translation>listen solo funciona con una caché. Para el equipo, el worker del equipo recibe las notificaciones de la pasarela: directdesk-cli team worker --server CONNINFO [--address IP] [--port N] [--gateway-config FILE]. No se abrió nada.</translation>
    </message>
</context>
<context>
    <name>dd::cli::QueueCommand</name>
    <message>
        <source>retry by hand</source>
        <translation>reintentar a mano</translation>
    </message>
    <message>
        <source>due</source>
        <translation>pendiente ahora</translation>
    </message>
    <message>
        <source>%1 waiting, %2 unknown to the gateway (at most %3 codes; %4 shown).</source>
        <translation>%1 en espera, %2 desconocido(s) para la pasarela (como máximo %3 códigos; se muestran %4).</translation>
    </message>
    <message>
        <source>The queue could not be changed in the cache.</source>
        <translation>No se pudo modificar la cola en la caché.</translation>
    </message>
    <message>
        <source>%1 code(s) are due again; the next sync queries them.</source>
        <translation>%1 código(s) vuelven a estar pendientes; el próximo sync los consulta.</translation>
    </message>
    <message>
        <source>Give list or retry.</source>
        <translation>Indique list o retry.</translation>
    </message>
    <message>
        <source>Give exactly one of --code and --all-unknown.</source>
        <translation>Indique exactamente uno de --code y --all-unknown.</translation>
    </message>
    <message>
        <source>List the import queue and retry codes unknown to the gateway</source>
        <translation>Listar la cola de importación y reintentar los códigos desconocidos para la pasarela</translation>
    </message>
    <message>
        <source>outcome unknown  request %1  %2  %3  %4  asked by %5</source>
        <translation>resultado desconocido  solicitud %1  %2  %3  %4  pedida por %5</translation>
    </message>
    <message>
        <source>outcome unknown  intent %1  %2  %3  %4</source>
        <translation>resultado desconocido  operación registrada %1  %2  %3  %4</translation>
    </message>
    <message>
        <source>%1 action request(s) and %2 intent(s) with an unknown outcome: the team worker settles them by query.</source>
        <translation>%1 solicitud(es) de acción y %2 operación(es) registrada(s) con resultado desconocido: el worker del equipo las resuelve por consulta.</translation>
    </message>
    <message>
        <source>The queue could not be changed on the team server.</source>
        <translation>No se pudo modificar la cola en el servidor del equipo.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli queue list (--vault PATH | --server CONNINFO) [--unknown] [--json]
       directdesk-cli queue retry (--vault PATH | --server CONNINFO) (--code CODE | --all-unknown)
                                  [--json]
Codes wait in the import queue until a query answers them. A code the gateway answers &quot;not found&quot;
for is asked again after 1, 2, 4, ... minutes (at most 6 hours apart); after %1 such answers it is
unknown to the gateway: listed here, and queried again only after `queue retry`.
On the team server the queue is the team&apos;s (the team worker queries it); list also shows the
action requests and intents whose outcome is unknown, which the team worker settles by query.
  --vault PATH   the encrypted cache (passphrase from DIRECTDESK_PASSPHRASE or a no-echo prompt)
  --server CONNINFO  the team server instead (a libpq connection string); the operator is its login
  --slot NAME    the key slot to try (default: every slot)
  --json         one JSON object on standard output</source>
        <translation>Uso: directdesk-cli queue list (--vault PATH | --server CONNINFO) [--unknown] [--json]
       directdesk-cli queue retry (--vault PATH | --server CONNINFO) (--code CODE | --all-unknown)
                                  [--json]
Los códigos esperan en la cola de importación hasta que una consulta los responde. Un código al que la
pasarela responde &quot;no encontrado&quot; se vuelve a consultar después de 1, 2, 4, ... minutos (como máximo cada 6 horas);
tras %1 respuestas así es desconocido para la pasarela: se lista aquí y solo se vuelve a consultar después de `queue retry`.
En el servidor del equipo la cola es la del equipo (el worker del equipo la consulta); list también muestra las
solicitudes de acción y las operaciones registradas con resultado desconocido, que el worker del equipo resuelve por consulta.
  --vault PATH   la caché cifrada (contraseña de DIRECTDESK_PASSPHRASE o de una solicitud sin eco)
  --server CONNINFO  el servidor del equipo en su lugar (una cadena de conexión de libpq); el operador es el usuario de la conexión
  --slot NAME    la ranura de clave que se probará (por omisión: todas)
  --json         un objeto JSON en la salida estándar</translation>
    </message>
</context>
<context>
    <name>dd::cli::ReconcileCommand</name>
    <message>
        <source>--orders FILE is required.</source>
        <translation>--orders FILE es obligatorio.</translation>
    </message>
    <message>
        <source>Give exactly one of --mapping and --column.</source>
        <translation>Indique exactamente uno de --mapping y --column.</translation>
    </message>
    <message>
        <source>--column: %1</source>
        <translation>--column: %1</translation>
    </message>
    <message>
        <source>--save-mapping needs the columns (--column).</source>
        <translation>--save-mapping requiere las columnas (--column).</translation>
    </message>
    <message>
        <source>The separator is , or ; or tab.</source>
        <translation>El separador es , o ; o tab.</translation>
    </message>
    <message>
        <source>The decimal mark is . or ,</source>
        <translation>El separador decimal es . o ,</translation>
    </message>
    <message>
        <source>Not a date: %1</source>
        <translation>No es una fecha: %1</translation>
    </message>
    <message>
        <source>--from is after --to.</source>
        <translation>--from es posterior a --to.</translation>
    </message>
    <message>
        <source>line %1: %2 %3 %4</source>
        <translation>línea %1: %2 %3 %4</translation>
    </message>
    <message>
        <source>gateway %1: %2 %3 %4</source>
        <translation>pasarela %1: %2 %3 %4</translation>
    </message>
    <message>
        <source>%1 line %2: %3</source>
        <translation>%1 línea %2: %3</translation>
    </message>
    <message>
        <source>... and %1 more line(s).</source>
        <translation>... y %1 línea(s) más.</translation>
    </message>
    <message>
        <source>%1 line(s) are not orders: nothing was queried and nothing was kept.</source>
        <translation>%1 línea(s) no son pedidos: no se consultó ni se guardó nada.</translation>
    </message>
    <message>
        <source>%1 %2: %3 (%4)</source>
        <translation>%1 %2: %3 (%4)</translation>
    </message>
    <message>
        <source>Since run %1: %2 new, %3 resolved, %4 unchanged.</source>
        <translation>Desde la ejecución %1: %2 nueva(s), %3 resuelta(s), %4 sin cambios.</translation>
    </message>
    <message>
        <source>No period (no --from/--to and no order dates): payments without an order were not looked for.</source>
        <translation>Sin periodo (sin --from/--to ni fechas de pedido): no se buscaron pagos sin pedido.</translation>
    </message>
    <message>
        <source>%1: %2 order(s), %3 matched, %4 difference(s); kept as run %5.</source>
        <translation>%1: %2 pedido(s), %3 conciliado(s), %4 diferencia(s); guardado como ejecución %5.</translation>
    </message>
    <message>
        <source>No mapping is named %1.</source>
        <translation>No hay ningún mapeo llamado %1.</translation>
    </message>
    <message>
        <source>The mapping could not be saved in the cache.</source>
        <translation>No se pudo guardar el mapeo en la caché.</translation>
    </message>
    <message>
        <source>Your role may not query the gateway: codes the cache does not know are not verified.</source>
        <translation>Su rol no puede consultar la pasarela: los códigos que la caché no conoce no se verifican.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Reconcile the shop&apos;s order file with the gateway&apos;s payments</source>
        <translation>Conciliar el archivo de pedidos de la tienda con los pagos de la pasarela</translation>
    </message>
    <message>
        <source>--out: the file name ends in .csv, .xlsx or .pdf.</source>
        <translation>--out: el nombre del archivo debe terminar en .csv, .xlsx o .pdf.</translation>
    </message>
    <message>
        <source>resolved  %1  %2</source>
        <translation>resuelta  %1  %2</translation>
    </message>
    <message>
        <source>... and %1 more resolved.</source>
        <translation>... y %1 resuelta(s) más.</translation>
    </message>
    <message>
        <source>%1: %2 order(s), %3 matched, %4 difference(s); not kept (the team server keeps no runs yet).</source>
        <translation>%1: %2 pedido(s), %3 conciliado(s), %4 diferencia(s); no se guardó (el servidor del equipo aún no guarda ejecuciones).</translation>
    </message>
    <message>
        <source>--gateway-config is for the team server (--server).</source>
        <translation>--gateway-config es para el servidor del equipo (--server).</translation>
    </message>
    <message>
        <source>%1 Codes the team server does not know are not verified.</source>
        <translation>%1 Los códigos que el servidor del equipo no conoce no se verifican.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli reconcile (--vault PATH | --server CONNINFO) --orders FILE
       (--mapping NAME | --column FIELD=HEADER ...)
       [--save-mapping NAME] [--separator , | ; | tab] [--decimal-mark . | ,] [--from YYYY-MM-DD]
       [--to YYYY-MM-DD] [--out FILE.csv|FILE.xlsx|FILE.pdf] [--json]
Matches every order of the shop&apos;s export (CSV: any of , ; tab; UTF-8 with or without BOM, else
Windows-1252; or the first sheet of an XLSX workbook) with the cached payment of its merchant payment
code; codes the cache does not know are queried from the gateway first. Lists one row per difference,
with counts and totals per kind and currency, keeps the run in the cache and says what changed since
the last run of the same file (and which differences were resolved).
  --column FIELD=HEADER  FIELD is code (required), amount, currency, status, date or refunded
  --mapping NAME         a mapping kept with --save-mapping
  --from, --to           the period (default: the file&apos;s first and last order dates); payments of the
                         period that no order names are differences
  --out FILE             the differences as CSV, XLSX or PDF (by the file name&apos;s extension)
Exit status: 0 everything matches, 13 differences found, 3 lines that are not orders (listed; nothing
was queried), 6 some codes could not be asked of the gateway (they stay queued for the next sync).
With --server the orders are matched with the team server&apos;s payments (a Finance or Manager login); codes
it does not know are asked of the gateway only with the key on this computer (--gateway-config FILE or
DIRECTDESK_INTEGRATION_KEY) and a Manager&apos;s login. The run is kept on the team server and compared with
the team&apos;s last run of the same file.
  --vault PATH   the encrypted cache (passphrase from DIRECTDESK_PASSPHRASE or a no-echo prompt)
  --server CONNINFO  the team server instead (a libpq connection string); the operator is its login
  --slot NAME    the key slot to try (default: every slot)
  --json         one JSON object on standard output
</source>
        <translation>Uso: directdesk-cli reconcile (--vault PATH | --server CONNINFO) --orders FILE
       (--mapping NAME | --column FIELD=HEADER ...)
       [--save-mapping NAME] [--separator , | ; | tab] [--decimal-mark . | ,] [--from YYYY-MM-DD]
       [--to YYYY-MM-DD] [--out FILE.csv|FILE.xlsx|FILE.pdf] [--json]
Concilia cada pedido de la exportación de la tienda (CSV: separado por , ; o tab; UTF-8 con o sin BOM,
si no Windows-1252; o la primera hoja de un libro XLSX) con el pago en caché de su
código de pago del comercio; los códigos que la caché no conoce se consultan antes a la pasarela.
Lista una fila por diferencia, con cantidades y totales por tipo y moneda, guarda la ejecución en la
caché e indica qué cambió desde la última ejecución del mismo archivo (y qué diferencias se resolvieron).
  --column FIELD=HEADER  FIELD es code (obligatorio), amount, currency, status, date o refunded
  --mapping NAME         un mapeo guardado con --save-mapping
  --from, --to           el periodo (predeterminado: las fechas del primer y del último pedido del
                         archivo); los pagos del periodo que ningún pedido menciona son diferencias
  --out FILE             las diferencias en CSV, XLSX o PDF (según la extensión del nombre del archivo)
Código de salida: 0 todo coincide, 13 se encontraron diferencias, 3 hay líneas que no son pedidos
(se listan; no se consultó nada), 6 algunos códigos no se pudieron consultar en la pasarela (quedan
en cola para la próxima sincronización).
Con --server los pedidos se concilian con los pagos del servidor del equipo (un usuario de Finanzas
o de Gerente); los códigos que este no conoce se consultan a la pasarela solo con la clave local
(--gateway-config FILE o DIRECTDESK_INTEGRATION_KEY) y el usuario de un Gerente. La ejecución se
guarda en el servidor del equipo y se compara con la última ejecución del equipo del mismo archivo.
  --vault PATH   la caché cifrada (contraseña de DIRECTDESK_PASSPHRASE o de una solicitud sin eco)
  --server CONNINFO  el servidor del equipo en su lugar (una cadena de conexión de libpq); el operador es el usuario de la conexión
  --slot NAME    la ranura de clave que se probará (por omisión: todas)
  --json         un objeto JSON en la salida estándar
</translation>
    </message>
</context>
<context>
    <name>dd::cli::SyncCommands</name>
    <message>
        <source>--schedule takes 0 (off) to %1 minutes.</source>
        <translation>--schedule recibe de 0 (desactivado) a %1 minutos.</translation>
    </message>
    <message>
        <source>The schedule could not be saved in the cache.</source>
        <translation>No se pudo guardar la programación en la caché.</translation>
    </message>
    <message>
        <source>Background refresh is off.</source>
        <translation>La actualización en segundo plano está desactivada.</translation>
    </message>
    <message>
        <source>Background refresh every %1 minute(s).</source>
        <translation>Actualización en segundo plano cada %1 minuto(s).</translation>
    </message>
    <message>
        <source>Give exactly one of --codes and --notifications.</source>
        <translation>Indique exactamente uno de --codes y --notifications.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>The codes could not be queued in the cache.</source>
        <translation>No se pudieron encolar los códigos en la caché.</translation>
    </message>
    <message>
        <source>Give exactly one of --hash and --merchant-code.</source>
        <translation>Indique exactamente uno de --hash y --merchant-code.</translation>
    </message>
    <message>
        <source>Query failed: %1 %2</source>
        <translation>La consulta falló: %1 %2</translation>
    </message>
    <message>
        <source>%1  %2  %3</source>
        <translation>%1  %2  %3</translation>
    </message>
    <message>
        <source>Query every payment that is not final and update the cache</source>
        <translation>Consultar todos los pagos no finales y actualizar la caché</translation>
    </message>
    <message>
        <source>Queue payment codes or notifications and query them</source>
        <translation>Encolar códigos de pago o notificaciones y consultarlos</translation>
    </message>
    <message>
        <source>Query one payment into the cache</source>
        <translation>Consultar un pago en la caché</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Argumento inesperado: %1</translation>
    </message>
    <message>
        <source>--vault PATH is required.</source>
        <translation>--vault PATH es obligatorio.</translation>
    </message>
    <message numerus="yes">
        <source>Resolved %n earlier action(s) whose outcome was unknown.</source>
        <translation>
            <numerusform>Se resolvió %n acción anterior con resultado desconocido.</numerusform>
            <numerusform>Se resolvieron %n acciones anteriores con resultado desconocido.</numerusform>
        </translation>
    </message>
    <message>
        <source>Code &quot;%1&quot; is refused: %2</source>
        <translation>El código &quot;%1&quot; se rechaza: %2</translation>
    </message>
    <message>
        <source>Queried %1 payment(s): %2 refreshed, %3 failed (%4 unknown to the gateway), %5 earlier action(s) resolved.</source>
        <translation>%1 pago(s) consultado(s): %2 actualizado(s), %3 con falla (%4 desconocido(s) para la pasarela), %5 acción(es) anterior(es) resuelta(s).</translation>
    </message>
    <message>
        <source>The import queue is full (%1 codes): %2 code(s) are queried once but not queued for retry.</source>
        <translation>La cola de importación está llena (%1 códigos): %2 código(s) se consultan una vez, pero no quedan en cola para reintentar.</translation>
    </message>
    <message>
        <source>The answer could not be stored in the cache; the payment is queued for the next sync.</source>
        <translation>No se pudo guardar la respuesta en la caché; el pago queda en cola para el próximo sync.</translation>
    </message>
    <message>
        <source>  --vault PATH   the encrypted cache (passphrase from DIRECTDESK_PASSPHRASE or a no-echo prompt)
  --server CONNINFO  the team server instead (a libpq connection string); the operator is its login
  --slot NAME    the key slot to try (default: every slot)
  --json         one JSON object on standard output</source>
        <translation>  --vault PATH   la caché cifrada (contraseña de DIRECTDESK_PASSPHRASE o de una solicitud sin eco)
  --server CONNINFO  el servidor del equipo en su lugar (una cadena de conexión de libpq); el operador es el usuario de la conexión
  --slot NAME    la ranura de clave que se probará (por omisión: todas)
  --json         un objeto JSON en la salida estándar</translation>
    </message>
    <message>
        <source>--gateway-config is for the team server (--server).</source>
        <translation>--gateway-config es para el servidor del equipo (--server).</translation>
    </message>
    <message>
        <source>The schedule could not be saved on the team server.</source>
        <translation>No se pudo guardar la programación en el servidor del equipo.</translation>
    </message>
    <message>
        <source>The codes could not be queued on the team server.</source>
        <translation>No se pudieron encolar los códigos en el servidor del equipo.</translation>
    </message>
    <message>
        <source>%1 code(s) queued on the team server for the team worker, %2 already waiting.</source>
        <translation>%1 código(s) en cola en el servidor del equipo para el worker del equipo, %2 ya en espera.</translation>
    </message>
    <message>
        <source>The import queue is full (%1 codes): %2 code(s) were not queued.</source>
        <translation>La cola de importación está llena (%1 códigos): %2 código(s) no quedaron en cola.</translation>
    </message>
    <message>
        <source>The team worker queries them at its next scheduled refresh; `directdesk-cli sync --server` on a computer with the gateway&apos;s key queries them now.</source>
        <translation>El worker del equipo los consulta en su próxima actualización programada; `directdesk-cli sync --server` en una máquina con la clave de la pasarela los consulta ahora.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli import (--vault PATH | --server CONNINFO) (--codes FILE | --notifications FILE)
                             [--json]
  --codes FILE          payment hashes or merchant payment codes, one a line
  --notifications FILE  gateway notifications (payment_status_change), one a line
Every code is queued, then queried; codes that fail stay queued for the next sync.
With --server the codes are queued on the team server for the team worker, which queries them
(this computer asks the gateway nothing); a code already waiting is not queued twice.
</source>
        <translation>Uso: directdesk-cli import (--vault PATH | --server CONNINFO) (--codes FILE | --notifications FILE)
                             [--json]
  --codes FILE          hashes de pago o códigos de pago del comercio, uno por línea
  --notifications FILE  notificaciones de la pasarela (payment_status_change), una por línea
Cada código se encola y luego se consulta; los que fallan quedan en cola para el próximo sync.
Con --server los códigos se encolan en el servidor del equipo para el worker del equipo, que los consulta
(desde aquí no se consulta nada a la pasarela); un código que ya está en espera no se encola dos veces.
</translation>
    </message>
    <message>
        <source>The store has no payment %1: query it without --stored to ask the gateway.</source>
        <translation>El almacén no tiene el pago %1: consúltelo sin --stored para preguntar a la pasarela.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli query (--vault PATH | --server CONNINFO) (--hash H | --merchant-code C)
                            [--stored] [--json]
Queries one payment, writes the answer to the store and prints it. On the team server the
gateway is asked from this computer (Support or Manager login) and the answer is stored for
the whole team; without the gateway&apos;s key on this computer the query is refused (exit 2).
  --stored       print the payment as the store holds it, without asking the gateway
                 (no key needed, any role)
</source>
        <translation>Uso: directdesk-cli query (--vault PATH | --server CONNINFO) (--hash H | --merchant-code C)
                            [--stored] [--json]
Consulta un pago, escribe la respuesta en el almacén y la muestra. En el servidor del equipo la
pasarela se consulta localmente (usuario de Soporte o Gerente) y la respuesta se guarda para
todo el equipo; sin la clave local de la pasarela, la consulta se rechaza (salida 2).
  --stored       muestra el pago tal como lo tiene el almacén, sin consultar la pasarela
                 (no requiere clave, cualquier rol)
</translation>
    </message>
    <message>
        <source>--stored asks no gateway: leave out --gateway-config.</source>
        <translation>--stored no consulta la pasarela: omita --gateway-config.</translation>
    </message>
    <message>
        <source>The team worker&apos;s scheduled refresh is off from now on.</source>
        <translation>La actualización programada del worker del equipo queda desactivada desde ahora.</translation>
    </message>
    <message>
        <source>The team worker refreshes every %1 minute(s) from now on.</source>
        <translation>El worker del equipo actualiza cada %1 minuto(s) desde ahora.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli sync (--vault PATH | --server CONNINFO) [--all] [--json]
       directdesk-cli sync (--vault PATH | --server CONNINFO) --schedule MINUTES
Queries every payment that is not final (OP, PE, CO with a refund not final,
actions with an unknown outcome, queued imports); --all queries every stored payment.
--schedule stores how often the desktop app refreshes in the background (0 = off); on
the team server it is the team worker&apos;s schedule (a Manager&apos;s setting, followed by a
running worker at once).
On the team server the gateway is asked from this computer (Support or Manager login)
and the answers are stored for the whole team.
</source>
        <translation>Uso: directdesk-cli sync (--vault PATH | --server CONNINFO) [--all] [--json]
       directdesk-cli sync (--vault PATH | --server CONNINFO) --schedule MINUTES
Consulta todos los pagos que no son finales (OP, PE, CO con un reembolso no final,
acciones con resultado desconocido, importaciones en cola); --all consulta todos los pagos guardados.
--schedule guarda cada cuánto la aplicación actualiza en segundo plano (0 = desactivado); en
el servidor del equipo es la programación del worker del equipo (una configuración del Gerente,
que un worker en marcha sigue al instante).
En el servidor del equipo la pasarela se consulta localmente (usuario de Soporte o Gerente)
y las respuestas se guardan para todo el equipo.
</translation>
    </message>
</context>
<context>
    <name>dd::cli::TeamAction</name>
    <message>
        <source>  --server CONNINFO  the team server instead of --vault: the team worker sends the action
  --wait SECONDS     with --server, how long to wait for the worker&apos;s outcome (default %1;
                     0: record the request and return)</source>
        <translation>  --server CONNINFO  el servidor del equipo en lugar de --vault: el worker del equipo envía la acción
  --wait SECONDS     con --server, cuánto esperar el resultado del worker (predeterminado %1;
                     0: registrar la solicitud y volver)</translation>
    </message>
    <message>
        <source>--wait takes 0 to %1 seconds.</source>
        <translation>--wait admite de 0 a %1 segundos.</translation>
    </message>
    <message>
        <source>The team server has no payment %1: look it up first (the team worker stores what the gateway notifies).</source>
        <translation>El servidor del equipo no tiene el pago %1: búsquelo primero (el worker del equipo guarda lo que la pasarela notifica).</translation>
    </message>
    <message>
        <source>Refused, nothing was recorded: %1</source>
        <translation>Rechazado, no se registró nada: %1</translation>
    </message>
    <message>
        <source>The refund is above the approval threshold: it waits as request %1 until a Manager approves it. Nothing was sent.</source>
        <translation>El reembolso supera el umbral de aprobación: queda en espera como solicitud %1 hasta que un Gerente lo apruebe. No se envió nada.</translation>
    </message>
    <message>
        <source>Request %1 is queued for the team worker.</source>
        <translation>La solicitud %1 está en la cola del worker del equipo.</translation>
    </message>
    <message>
        <source>Sent to the team worker as request %1…</source>
        <translation>Enviado al worker del equipo como solicitud %1…</translation>
    </message>
    <message>
        <source>The team server could not be read: request %1 stays recorded and the team worker sends it.</source>
        <translation>No se pudo leer el servidor del equipo: la solicitud %1 queda registrada y el worker del equipo la envía.</translation>
    </message>
    <message>
        <source>Failed: %1 %2 %3</source>
        <translation>Falló: %1 %2 %3</translation>
    </message>
    <message>
        <source>Sent, but the outcome is unknown. The team worker settles it by query; it is never sent again by itself.</source>
        <translation>Enviado, pero el resultado es desconocido. El worker del equipo lo resuelve por consulta; nunca se vuelve a enviar por sí solo.</translation>
    </message>
    <message>
        <source>The team worker is sending request %1; its outcome is not known yet.</source>
        <translation>El worker del equipo está enviando la solicitud %1; su resultado aún no se conoce.</translation>
    </message>
    <message>
        <source>No team worker is active: request %1 stays queued and is sent when one starts.</source>
        <translation>No hay ningún worker del equipo activo: la solicitud %1 queda en cola y se envía cuando uno arranque.</translation>
    </message>
    <message>
        <source>The team worker has not taken request %1 yet: it stays queued.</source>
        <translation>El worker del equipo aún no tomó la solicitud %1: queda en cola.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Rechazado: %1</translation>
    </message>
    <message>
        <source>Approved request %1: the refund goes to the team worker as request %2.</source>
        <translation>Solicitud %1 aprobada: el reembolso pasa al worker del equipo como solicitud %2.</translation>
    </message>
</context>
<context>
    <name>dd::cli::TeamCommand</name>
    <message>
        <source>The server has no login named &quot;%1&quot;: create it first (createuser --pwprompt %1).</source>
        <translation>El servidor no tiene un usuario llamado &quot;%1&quot;: créelo primero (createuser --pwprompt %1).</translation>
    </message>
    <message>
        <source>Give the team server with --server.</source>
        <translation>Indique el servidor del equipo con --server.</translation>
    </message>
    <message>
        <source>Give the first Manager&apos;s login with --manager.</source>
        <translation>Indique el usuario del primer Gerente con --manager.</translation>
    </message>
    <message>
        <source>--manager is only for init.</source>
        <translation>--manager solo es para init.</translation>
    </message>
    <message>
        <source>Give a name of at most 100 printable characters.</source>
        <translation>Indique un nombre de hasta 100 caracteres imprimibles.</translation>
    </message>
    <message>
        <source>--name is only for init.</source>
        <translation>--name solo es para init.</translation>
    </message>
    <message>
        <source>The team server&apos;s tables are at version %1, the one this DirectDesk uses.</source>
        <translation>Las tablas del servidor del equipo están en la versión %1, la que usa este DirectDesk.</translation>
    </message>
    <message>
        <source>Set up and upgrade the team server (PostgreSQL)</source>
        <translation>Configurar y actualizar el servidor del equipo (PostgreSQL)</translation>
    </message>
    <message>
        <source>Only a Manager of the team may add, remove or change operators (the server said: %1).</source>
        <translation>Solo un Gerente del equipo puede agregar, quitar o cambiar operadores (el servidor dijo: %1).</translation>
    </message>
    <message>
        <source>The team server refused it and changed nothing: %1</source>
        <translation>El servidor del equipo lo rechazó y no cambió nada: %1</translation>
    </message>
    <message>
        <source>No password given for the new operator.</source>
        <translation>No se indicó una contraseña para el operador nuevo.</translation>
    </message>
    <message>
        <source>Give the operator&apos;s login with --login.</source>
        <translation>Indique el usuario del operador con --login.</translation>
    </message>
    <message>
        <source>--role is only for add and role.</source>
        <translation>--role es solo para add y role.</translation>
    </message>
    <message>
        <source>Give --role finance, support or manager.</source>
        <translation>Indique --role finance, support o manager.</translation>
    </message>
    <message>
        <source>--name is only for add.</source>
        <translation>--name es solo para add.</translation>
    </message>
    <message>
        <source>Removed the operator %1 and their login.</source>
        <translation>Se quitó al operador %1 y su usuario.</translation>
    </message>
    <message>
        <source>Removed the operator %1. Their login owns objects on the server, so it was kept without the right to sign in; the administrator reassigns or drops those objects (REASSIGN OWNED, DROP OWNED) and then the login.</source>
        <translation>Se quitó al operador %1. Su usuario es dueño de objetos en el servidor, así que se conservó sin permiso para iniciar sesión; el administrador reasigna o elimina esos objetos (REASSIGN OWNED, DROP OWNED) y luego el usuario.</translation>
    </message>
    <message>
        <source>Added the operator %1 as %2.</source>
        <translation>Se agregó al operador %1 como %2.</translation>
    </message>
    <message>
        <source>%1 is now %2.</source>
        <translation>%1 ahora es %2.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli team init --server CONNINFO --manager LOGIN [--name NAME] [--json]
       directdesk-cli team migrate --server CONNINFO [--json]
       directdesk-cli team status --server CONNINFO [--json]
       directdesk-cli team operator add|remove|role|list … (see directdesk-cli team operator --help)
       directdesk-cli team import --vault PATH --server CONNINFO [--json] (see directdesk-cli team import --help)
       directdesk-cli team worker --server CONNINFO … (see directdesk-cli team worker --help)
Sets up the team server&apos;s tables (init), upgrades them after a new DirectDesk version (migrate) or
says which version they are at (status). init and migrate run as the database&apos;s owner; operator
add|remove|role and import run as a Manager.
  --server CONNINFO  a libpq connection string or postgresql:// URI; passwords, TLS files and
                     service names come as for psql (PGPASSWORD, ~/.pgpass, PGSERVICE, sslrootcert)
  --manager LOGIN    an existing login of the server that becomes the first Manager
  --name NAME        the name the team sees for it (default: the login)
  --json             one JSON object on standard output</source>
        <translation>Uso: directdesk-cli team init --server CONNINFO --manager LOGIN [--name NAME] [--json]
       directdesk-cli team migrate --server CONNINFO [--json]
       directdesk-cli team status --server CONNINFO [--json]
       directdesk-cli team operator add|remove|role|list … (consulte directdesk-cli team operator --help)
       directdesk-cli team import --vault PATH --server CONNINFO [--json] (consulte directdesk-cli team import --help)
       directdesk-cli team worker --server CONNINFO … (consulte directdesk-cli team worker --help)
Configura las tablas del servidor del equipo (init), las actualiza tras una nueva versión de DirectDesk (migrate) o
indica en qué versión están (status). init y migrate se ejecutan como el dueño de la base de datos; operator
add|remove|role e import se ejecutan como Gerente.
  --server CONNINFO  una cadena de conexión de libpq o una URI postgresql://; las contraseñas, los archivos TLS y
                     los nombres de servicio se toman como en psql (PGPASSWORD, ~/.pgpass, PGSERVICE, sslrootcert)
  --manager LOGIN    un usuario existente del servidor que pasa a ser el primer Gerente
  --name NAME        el nombre con el que lo ve el equipo (por omisión: el usuario)
  --json             un objeto JSON en la salida estándar</translation>
    </message>
    <message>
        <source>Give init, migrate, status, operator or import.</source>
        <translation>Indique init, migrate, status, operator o import.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli team import --vault PATH --server CONNINFO [--slot NAME] [--json]
Copies this computer&apos;s cache into the team store: payments with their answers and refunds,
refund approvals, intents, the import queue, and the audit trail as a verifiable imported
segment, all in one transaction. Running it again adds nothing twice. Run it as a Manager:
--server signs in with the Manager&apos;s own login; the vault&apos;s passphrase comes from
DIRECTDESK_PASSPHRASE or is asked without echo.
  --json  one JSON object on standard output</source>
        <translation>Uso: directdesk-cli team import --vault PATH --server CONNINFO [--slot NAME] [--json]
Copia la caché local en la base de datos del equipo: los pagos con sus respuestas y reembolsos,
las aprobaciones de reembolsos, las operaciones registradas, la cola de importación y el
registro de auditoría como un segmento importado verificable, todo en una sola transacción.
Ejecutarlo de nuevo no agrega nada dos veces. Ejecútelo como Gerente: --server inicia sesión con
el usuario propio del Gerente; la contraseña de la caché viene de DIRECTDESK_PASSPHRASE o se pide sin eco.
  --json  un objeto JSON en la salida estándar</translation>
    </message>
    <message>
        <source>Imported %1 new and %2 updated payments, %3 new and %4 updated refunds, %5 refund approvals, %6 intents and %7 queued codes. The vault&apos;s audit trail (%8 chained rows) is imported segment %9 (%10 rows new); the team&apos;s audit row %11 records the import.</source>
        <translation>Se importaron %1 pagos nuevos y %2 actualizados, %3 reembolsos nuevos y %4 actualizados, %5 aprobaciones de reembolsos, %6 operaciones registradas y %7 códigos en cola. El registro de auditoría de la caché (%8 filas encadenadas) es el segmento importado %9 (%10 filas nuevas); la fila de auditoría %11 del equipo registra la importación.</translation>
    </message>
    <message>
        <source>Only a Manager of the team may import a vault, and nothing was written (the server said: %1).</source>
        <translation>Solo un Gerente del equipo puede importar una caché, y no se escribió nada (el servidor dijo: %1).</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli team operator add --server CONNINFO --login LOGIN --role ROLE [--name NAME] [--json]
       directdesk-cli team operator remove --server CONNINFO --login LOGIN [--json]
       directdesk-cli team operator role --server CONNINFO --login LOGIN --role ROLE [--json]
       directdesk-cli team operator list --server CONNINFO [--json]
Adds an operator (a new login of the team server in the group of its role), removes one (their
open sessions end), or moves one to another role. Run it as a Manager: --server signs in with the
Manager&apos;s own login. Any operator may list the operators.
  --login LOGIN  the operator&apos;s login: lowercase letters, digits and _, starting with a letter
  --role ROLE    finance, support or manager
  --name NAME    the name the team sees (add; default: the login)
  --json         one JSON object on standard output
The new operator&apos;s password comes from DIRECTDESK_NEW_PASSPHRASE, otherwise it is asked twice
without echo (at least 12 characters, with letters and digits). It reaches the server only as a
SCRAM-SHA-256 verifier computed on this computer.</source>
        <translation>Uso: directdesk-cli team operator add --server CONNINFO --login LOGIN --role ROLE [--name NAME] [--json]
       directdesk-cli team operator remove --server CONNINFO --login LOGIN [--json]
       directdesk-cli team operator role --server CONNINFO --login LOGIN --role ROLE [--json]
       directdesk-cli team operator list --server CONNINFO [--json]
Agrega un operador (un nuevo usuario del servidor del equipo en el grupo de su rol), quita uno (sus
sesiones abiertas terminan) o lo pasa a otro rol. Ejecútelo como Gerente: --server inicia sesión con el
usuario propio del Gerente. Cualquier operador puede listar los operadores.
  --login LOGIN  el usuario del operador: letras minúsculas, dígitos y _, empezando por una letra
  --role ROLE    finance, support o manager
  --name NAME    el nombre que ve el equipo (add; por omisión: el usuario)
  --json         un objeto JSON en la salida estándar
La contraseña del nuevo operador viene de DIRECTDESK_NEW_PASSPHRASE; si no, se pide dos veces
sin eco (al menos 12 caracteres, con letras y dígitos). Llega al servidor solo como un
verificador SCRAM-SHA-256 calculado localmente.</translation>
    </message>
    <message>
        <source>Give add, remove, role or list.</source>
        <translation>Indique add, remove, role o list.</translation>
    </message>
    <message>
        <source>list takes no --login, --role or --name.</source>
        <translation>list no admite --login, --role ni --name.</translation>
    </message>
    <message>
        <source>Only an operator of the team may list the operators (the server said: %1).</source>
        <translation>Solo un operador del equipo puede listar los operadores (el servidor dijo: %1).</translation>
    </message>
    <message>
        <source>can sign in</source>
        <translation>puede iniciar sesión</translation>
    </message>
    <message>
        <source>cannot sign in</source>
        <translation>no puede iniciar sesión</translation>
    </message>
    <message>
        <source>passwd changes the password of the login in --server: it takes no --login, --role, --name or --slot.</source>
        <translation>passwd cambia la contraseña del usuario de --server: no admite --login, --role, --name ni --slot.</translation>
    </message>
    <message>
        <source>No new password given.</source>
        <translation>No se indicó ninguna contraseña nueva.</translation>
    </message>
    <message>
        <source>The password was not changed: %1</source>
        <translation>La contraseña no se cambió: %1</translation>
    </message>
    <message>
        <source>The password of %1 was changed; sign in with the new one from now on (PGPASSWORD, ~/.pgpass or the connection string).</source>
        <translation>Se cambió la contraseña de %1; a partir de ahora inicie sesión con la nueva (PGPASSWORD, ~/.pgpass o la cadena de conexión).</translation>
    </message>
</context>
<context>
    <name>dd::cli::TeamWorkerCommand</name>
    <message>
        <source>The login %1 is not in the team&apos;s Support or Manager group: the worker writes payments and the import queue, so it needs one of them.</source>
        <translation>El usuario %1 no está en el grupo Soporte ni en el grupo Gerente del equipo: el worker escribe pagos y la cola de importación, así que necesita uno de ellos.</translation>
    </message>
    <message>
        <source>listening on http://%1:%2</source>
        <translation>escuchando en http://%1:%2</translation>
    </message>
    <message>
        <source>Queried %1 payment(s): %2 refreshed, %3 failed, %4 earlier action(s) settled.</source>
        <translation>%1 pago(s) consultado(s): %2 actualizado(s), %3 con falla, %4 acción(es) anterior(es) resuelta(s).</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli team worker --server CONNINFO [--address IP] [--port N]
                                  [--gateway-config FILE] [--gateway-certificate PEM] [--json]
The team&apos;s worker: receives the gateway&apos;s notifications, refreshes the payments that are not final on
the team&apos;s schedule and settles actions whose outcome is unknown, for every desk. Only one worker is
active; another one started stands by and takes over when the active one stops. Prints standby,
active or lost at each change. Stops on SIGINT or SIGTERM.
  --server CONNINFO          the worker&apos;s login (Support or Manager group), as for psql
  --address IP, --port N     where notifications are received (default 127.0.0.1, any free port)
  --gateway-config FILE      {&quot;base_url&quot;: &quot;https://…&quot;, &quot;integration_key&quot;: &quot;…&quot;}; without it the key
                             comes from DIRECTDESK_INTEGRATION_KEY (and DIRECTDESK_BASE_URL); without
                             a base_url, the team server&apos;s gateway address
  --gateway-certificate PEM  take only notifications signed with this certificate&apos;s key; without it,
                             the certificate the team server&apos;s setting names, if any
  --json                     one JSON object a line</source>
        <translation>Uso: directdesk-cli team worker --server CONNINFO [--address IP] [--port N]
                                  [--gateway-config FILE] [--gateway-certificate PEM] [--json]
El worker del equipo: recibe las notificaciones de la pasarela, actualiza los pagos que no son
finales según la programación del equipo y resuelve las acciones con resultado desconocido, para
todos los puestos. Solo un worker está activo; otro que se inicie queda en espera y toma el relevo
cuando el activo se detiene. Muestra standby, active o lost en cada cambio. Se detiene con SIGINT o SIGTERM.
  --server CONNINFO          el usuario del worker (grupo Soporte o Gerente), como en psql
  --address IP, --port N     dónde se reciben las notificaciones (por omisión 127.0.0.1, cualquier puerto libre)
  --gateway-config FILE      {&quot;base_url&quot;: &quot;https://…&quot;, &quot;integration_key&quot;: &quot;…&quot;}; sin esta opción, la clave
                             viene de DIRECTDESK_INTEGRATION_KEY (y DIRECTDESK_BASE_URL); sin
                             base_url, la dirección de la pasarela del servidor del equipo
  --gateway-certificate PEM  acepta solo notificaciones firmadas con la clave de este certificado; sin esta opción,
                             el certificado que indica la configuración del servidor del equipo, si lo hay
  --json                     un objeto JSON por línea</translation>
    </message>
    <message>
        <source>Give the team server with --server.</source>
        <translation>Indique el servidor del equipo con --server.</translation>
    </message>
    <message>
        <source>The scheduled refresh is off.</source>
        <translation>La actualización programada está desactivada.</translation>
    </message>
    <message>
        <source>Refreshing every %1 minute(s).</source>
        <translation>Actualizando cada %1 minuto(s).</translation>
    </message>
</context>
<context>
    <name>dd::cli::VaultCommand</name>
    <message>
        <source>Usage: directdesk-cli vault create|check|passwd --vault PATH [--slot NAME]
  create   create a new encrypted cache (and PATH.keys beside it)
  check    unlock, verify encryption and integrity, print a summary
  passwd   change the passphrase of a key slot (no re-encryption)
The passphrase comes from DIRECTDESK_PASSPHRASE (the new one for passwd from
DIRECTDESK_NEW_PASSPHRASE), otherwise it is asked without echo. A passphrase needs at
least 12 characters with letters and digits.</source>
        <translation>Uso: directdesk-cli vault create|check|passwd --vault PATH [--slot NAME]
  create   crea una nueva caché cifrada (y PATH.keys junto a ella)
  check    desbloquea, verifica el cifrado y la integridad, muestra un resumen
  passwd   cambia la contraseña de una ranura de clave (sin volver a cifrar)
La contraseña viene de DIRECTDESK_PASSPHRASE (la nueva, para passwd, de
DIRECTDESK_NEW_PASSPHRASE); si no, se pide sin eco. Una contraseña necesita al
menos 12 caracteres con letras y dígitos.</translation>
    </message>
    <message>
        <source>New passphrase: </source>
        <translation>Nueva contraseña: </translation>
    </message>
    <message>
        <source>Repeat the new passphrase: </source>
        <translation>Repita la nueva contraseña: </translation>
    </message>
    <message>
        <source>No passphrase given.</source>
        <translation>No se indicó ninguna contraseña.</translation>
    </message>
    <message>
        <source>Created the encrypted cache %1 and its key file %2.</source>
        <translation>Se crearon la caché cifrada %1 y su archivo de claves %2.</translation>
    </message>
    <message>
        <source>The cache is encrypted (SQLCipher %1) and intact.</source>
        <translation>La caché está cifrada (SQLCipher %1) e íntegra.</translation>
    </message>
    <message>
        <source>Schema version: %1</source>
        <translation>Versión del esquema: %1</translation>
    </message>
    <message>
        <source>Payments: %1</source>
        <translation>Pagos: %1</translation>
    </message>
    <message>
        <source>Unresolved operations: %1</source>
        <translation>Operaciones sin resolver: %1</translation>
    </message>
    <message>
        <source>Key slots: %1</source>
        <translation>Ranuras de clave: %1</translation>
    </message>
    <message>
        <source>Current passphrase: </source>
        <translation>Contraseña actual: </translation>
    </message>
    <message>
        <source>No new passphrase given.</source>
        <translation>No se indicó ninguna contraseña nueva.</translation>
    </message>
    <message>
        <source>The passphrase was changed.</source>
        <translation>La contraseña se cambió.</translation>
    </message>
    <message>
        <source>Passphrase: </source>
        <translation>Contraseña: </translation>
    </message>
    <message>
        <source>A team server has no vault file: check its tables with directdesk-cli team status --server CONNINFO, upgrade them with team migrate, and change your login&apos;s password with operators passwd --server CONNINFO. Nothing was opened.</source>
        <translation>Un servidor del equipo no tiene archivo de caché: verifique sus tablas con directdesk-cli team status --server CONNINFO, actualícelas con team migrate y cambie la contraseña de su usuario con operators passwd --server CONNINFO. No se abrió nada.</translation>
    </message>
</context>
<context>
    <name>dd::reconcile::DifferenceReport</name>
    <message>
        <source>the workbook cannot be created</source>
        <translation>no se puede crear el libro</translation>
    </message>
    <message>
        <source>the workbook cannot be renamed to %1</source>
        <translation>no se puede cambiar el nombre del libro a %1</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Diferencias</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totales</translation>
    </message>
    <message>
        <source>Resolved</source>
        <translation>Resueltas</translation>
    </message>
    <message>
        <source>Reconciliation of %1</source>
        <translation>Conciliación de %1</translation>
    </message>
    <message>
        <source>Generated %1 (%2) by %3; kept as run %4</source>
        <translation>Generado el %1 (%2) por %3; guardado como ejecución %4</translation>
    </message>
    <message>
        <source>File SHA-256: %1</source>
        <translation>SHA-256 del archivo: %1</translation>
    </message>
    <message>
        <source>Period: %1 to %2</source>
        <translation>Periodo: %1 a %2</translation>
    </message>
    <message>
        <source>No period: payments without an order were not looked for.</source>
        <translation>Sin periodo: no se buscaron pagos sin pedido.</translation>
    </message>
    <message>
        <source>%1 order(s), %2 matched, %3 difference(s).</source>
        <translation>%1 pedido(s), %2 conciliado(s), %3 diferencia(s).</translation>
    </message>
    <message>
        <source>Since run %1: %2 new, %3 resolved, %4 unchanged.</source>
        <translation>Desde la ejecución %1: %2 nueva(s), %3 resuelta(s), %4 sin cambios.</translation>
    </message>
    <message>
        <source>Counts and totals per kind and currency</source>
        <translation>Cantidades y totales por tipo y moneda</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Moneda</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Monto</translation>
    </message>
    <message>
        <source>Merchant code</source>
        <translation>Código del comercio</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Shop</source>
        <translation>Tienda</translation>
    </message>
    <message>
        <source>Gateway</source>
        <translation>Pasarela</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nueva</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nueva</translation>
    </message>
    <message>
        <source>The first %1 of %2 differences; export CSV or XLSX for every row.</source>
        <translation>Las primeras %1 de %2 diferencias; exporte a CSV o XLSX para tener todas las filas.</translation>
    </message>
    <message>
        <source>Resolved since run %1</source>
        <translation>Resueltas desde la ejecución %1</translation>
    </message>
    <message>
        <source>the PDF document cannot be started</source>
        <translation>no se puede iniciar el documento PDF</translation>
    </message>
    <message>
        <source>the file name ends in .csv, .xlsx or .pdf</source>
        <translation>el nombre del archivo debe terminar en .csv, .xlsx o .pdf</translation>
    </message>
</context>
<context>
    <name>dd::reconcile::OrderFile</name>
    <message>
        <source>line %1: a quote is opened and never closed</source>
        <translation>línea %1: se abre una comilla que nunca se cierra</translation>
    </message>
    <message>
        <source>line %1: a field is longer than %2 KB (a quote left open?)</source>
        <translation>línea %1: un campo ocupa más de %2 KB (¿una comilla sin cerrar?)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not FIELD=HEADER with a field of code, amount, currency, status, date, refunded</source>
        <translation>&quot;%1&quot; no es FIELD=HEADER con un campo entre code, amount, currency, status, date, refunded</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no header</source>
        <translation>&quot;%1&quot; no indica ningún encabezado</translation>
    </message>
    <message>
        <source>the field %1 is mapped twice</source>
        <translation>el campo %1 está mapeado dos veces</translation>
    </message>
    <message>
        <source>the mapping has no merchant payment code column (code=HEADER)</source>
        <translation>el mapeo no tiene columna de código de pago del comercio (code=HEADER)</translation>
    </message>
    <message>
        <source>A mapping name is 1 to %1 characters.</source>
        <translation>Un nombre de mapeo tiene de 1 a %1 caracteres.</translation>
    </message>
    <message>
        <source>A mapping name has no control characters and no /.</source>
        <translation>Un nombre de mapeo no lleva caracteres de control ni /.</translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; mixes decimal marks (&apos;.&apos; on line %2, &apos;,&apos; on line %3): give the decimal mark</source>
        <translation>la columna &quot;%1&quot; mezcla separadores decimales (&apos;.&apos; en la línea %2, &apos;,&apos; en la línea %3): indique el separador decimal</translation>
    </message>
    <message>
        <source>the decimal mark of the column &quot;%1&quot; cannot be told (a value like 1,234 reads either way): give the decimal mark</source>
        <translation>no se puede determinar el separador decimal de la columna &quot;%1&quot; (un valor como 1,234 se lee de ambas formas): indique el separador decimal</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an amount with &apos;%2&apos; as its decimal mark</source>
        <translation>&quot;%1&quot; no es un monto con &apos;%2&apos; como separador decimal</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2</source>
        <translation>&quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>the file cannot be read: %1</source>
        <translation>no se puede leer el archivo: %1</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>the file has no header line</source>
        <translation>el archivo no tiene línea de encabezado</translation>
    </message>
    <message>
        <source>no column is headed &quot;%1&quot; (for %2); the header is: %3</source>
        <translation>ninguna columna tiene el encabezado &quot;%1&quot; (para %2); el encabezado es: %3</translation>
    </message>
    <message>
        <source>two columns are headed &quot;%1&quot;</source>
        <translation>dos columnas tienen el encabezado &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the file has a header but no orders</source>
        <translation>el archivo tiene encabezado, pero ningún pedido</translation>
    </message>
    <message>
        <source>%1 fields where the header has %2</source>
        <translation>%1 campos donde el encabezado tiene %2</translation>
    </message>
    <message>
        <source>no merchant payment code</source>
        <translation>sin código de pago del comercio</translation>
    </message>
    <message>
        <source>merchant payment code: %1</source>
        <translation>código de pago del comercio: %1</translation>
    </message>
    <message>
        <source>no amount</source>
        <translation>sin monto</translation>
    </message>
    <message>
        <source>currency &quot;%1&quot; is not a three-letter ISO 4217 code</source>
        <translation>la moneda &quot;%1&quot; no es un código ISO 4217 de tres letras</translation>
    </message>
    <message>
        <source>no order status</source>
        <translation>sin estado del pedido</translation>
    </message>
    <message>
        <source>unknown order status &quot;%1&quot;</source>
        <translation>estado de pedido desconocido &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no order date</source>
        <translation>sin fecha del pedido</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD or DD/MM/YYYY)</source>
        <translation>&quot;%1&quot; no es una fecha (AAAA-MM-DD o DD/MM/AAAA)</translation>
    </message>
    <message>
        <source>not a readable XLSX workbook: %1</source>
        <translation>no es un libro XLSX legible: %1</translation>
    </message>
    <message>
        <source>the archive is truncated</source>
        <translation>el archivo comprimido está truncado</translation>
    </message>
    <message>
        <source>ZIP64 archives are not read; save the sheet again, or as CSV</source>
        <translation>no se leen archivos comprimidos ZIP64; vuelva a guardar la hoja, o guárdela como CSV</translation>
    </message>
    <message>
        <source>archives split over several files are not read</source>
        <translation>no se leen archivos comprimidos divididos en varios archivos</translation>
    </message>
    <message>
        <source>the archive&apos;s directory is damaged</source>
        <translation>el directorio del archivo comprimido está dañado</translation>
    </message>
    <message>
        <source>%1 in the workbook: %2</source>
        <translation>%1 en el libro: %2</translation>
    </message>
    <message>
        <source>it is encrypted; save the workbook without a password</source>
        <translation>está cifrado; guarde el libro sin contraseña</translation>
    </message>
    <message>
        <source>compression scheme %1 is not read</source>
        <translation>no se lee el esquema de compresión %1</translation>
    </message>
    <message>
        <source>it unpacks to %1 bytes, more than the %2 allowed</source>
        <translation>al descomprimirse ocupa %1 bytes, más que los %2 permitidos</translation>
    </message>
    <message>
        <source>it unpacks to %1 times its size, which no sheet does</source>
        <translation>al descomprimirse ocupa %1 veces su tamaño, algo que ninguna hoja hace</translation>
    </message>
    <message>
        <source>its sizes disagree</source>
        <translation>sus tamaños no coinciden</translation>
    </message>
    <message>
        <source>the archive is truncated or damaged</source>
        <translation>el archivo comprimido está truncado o dañado</translation>
    </message>
    <message>
        <source>its checksum does not match: the file is damaged</source>
        <translation>su suma de verificación no coincide: el archivo está dañado</translation>
    </message>
    <message>
        <source>it unpacks to more than the %1 bytes it declares</source>
        <translation>al descomprimirse ocupa más que los %1 bytes que declara</translation>
    </message>
    <message>
        <source>%1 in the workbook: line %2: %3</source>
        <translation>%1 en el libro: línea %2: %3</translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <translation>falta %1</translation>
    </message>
    <message>
        <source>its first sheet names no part</source>
        <translation>su primera hoja no indica ninguna parte</translation>
    </message>
    <message>
        <source>it has no sheet</source>
        <translation>no tiene ninguna hoja</translation>
    </message>
    <message>
        <source>its first sheet (%1) is missing</source>
        <translation>falta su primera hoja (%1)</translation>
    </message>
    <message>
        <source>row %1 of the sheet is out of order</source>
        <translation>la fila %1 de la hoja está fuera de orden</translation>
    </message>
    <message>
        <source>row %1: &quot;%2&quot; is not a cell of a sheet</source>
        <translation>fila %1: &quot;%2&quot; no es una celda de una hoja</translation>
    </message>
    <message>
        <source>row %1: the shared string %2 does not exist</source>
        <translation>fila %1: la cadena compartida %2 no existe</translation>
    </message>
</context>
<context>
    <name>dd::reconcile::Reconciliation</name>
    <message>
        <source>the cache could not be read: %1</source>
        <translation>no se pudo leer la caché: %1</translation>
    </message>
    <message>
        <source>Order without payment</source>
        <translation>Pedido sin pago</translation>
    </message>
    <message>
        <source>Payment without order</source>
        <translation>Pago sin pedido</translation>
    </message>
    <message>
        <source>Amount differs</source>
        <translation>Monto distinto</translation>
    </message>
    <message>
        <source>Currency differs</source>
        <translation>Moneda distinta</translation>
    </message>
    <message>
        <source>Paid in the shop, not at the gateway</source>
        <translation>Pagado en la tienda, no en la pasarela</translation>
    </message>
    <message>
        <source>Paid at the gateway, not in the shop</source>
        <translation>Pagado en la pasarela, no en la tienda</translation>
    </message>
    <message>
        <source>Refunded amount differs</source>
        <translation>Monto reembolsado distinto</translation>
    </message>
    <message>
        <source>Duplicate order</source>
        <translation>Pedido duplicado</translation>
    </message>
    <message>
        <source>Duplicate payment</source>
        <translation>Pago duplicado</translation>
    </message>
    <message>
        <source>Not verified at the gateway</source>
        <translation>No verificado en la pasarela</translation>
    </message>
    <message>
        <source>the unknown codes could not be queued in the cache</source>
        <translation>no se pudieron encolar en la caché los códigos desconocidos</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>no se puede leer %1: %2</translation>
    </message>
    <message>
        <source>the reconciliation could not be saved in the cache: %1</source>
        <translation>no se pudo guardar la conciliación en la caché: %1</translation>
    </message>
    <message>
        <source>the reconciliation was saved (run %1) but the audit trail could not record it</source>
        <translation>la conciliación se guardó (ejecución %1), pero no se pudo anotar en el registro de auditoría</translation>
    </message>
</context>
<context>
    <name>dd::server::ActionExecutor</name>
    <message>
        <source>Settled by query: the gateway carried it out.</source>
        <translation>Resuelto por consulta: la pasarela la ejecutó.</translation>
    </message>
    <message>
        <source>Settled by query: the gateway did not carry it out. Nothing was sent again; ask again to send it.</source>
        <translation>Resuelto por consulta: la pasarela no la ejecutó. No se volvió a enviar nada; solicítela de nuevo para enviarla.</translation>
    </message>
    <message>
        <source>The team store has no payment %1.</source>
        <translation>El almacén del equipo no tiene el pago %1.</translation>
    </message>
    <message>
        <source>This action is not one a desk may ask the team worker for.</source>
        <translation>Un puesto no puede pedir esta acción al worker del equipo.</translation>
    </message>
    <message>
        <source>Could not record how request %1 ended: %2</source>
        <translation>No se pudo registrar cómo terminó la solicitud %1: %2</translation>
    </message>
    <message>
        <source>Refund request %1 is not approved, or was sent already.</source>
        <translation>La solicitud de reembolso %1 no está aprobada o ya se envió.</translation>
    </message>
    <message>
        <source>The refund is above the approval threshold: a Manager approves it first.</source>
        <translation>El reembolso supera el umbral de aprobación: primero lo aprueba un Gerente.</translation>
    </message>
</context>
<context>
    <name>dd::server::ActionRequest</name>
    <message>
        <source>This action is not one a desk may ask the team worker for.</source>
        <translation>Un puesto no puede pedir esta acción al worker del equipo.</translation>
    </message>
    <message>
        <source>%1 is already capturing this payment (request %2).</source>
        <translation>%1 ya está capturando este pago (solicitud %2).</translation>
    </message>
    <message>
        <source>%1 is already refunding this payment (request %2).</source>
        <translation>%1 ya está reembolsando este pago (solicitud %2).</translation>
    </message>
    <message>
        <source>%1 is already cancelling a refund of this payment (request %2).</source>
        <translation>%1 ya está cancelando un reembolso de este pago (solicitud %2).</translation>
    </message>
    <message>
        <source>%1 is already cancelling this payment (request %2).</source>
        <translation>%1 ya está cancelando este pago (solicitud %2).</translation>
    </message>
    <message>
        <source>Another action on this payment is open on the team server.</source>
        <translation>Hay otra acción abierta sobre este pago en el servidor del equipo.</translation>
    </message>
    <message>
        <source>%1 already created the payment with merchant code %2 (request %3).</source>
        <translation>%1 ya creó el pago con el código del comercio %2 (solicitud %3).</translation>
    </message>
    <message>
        <source>%1 is already creating the payment with merchant code %2 (request %3).</source>
        <translation>%1 ya está creando el pago con el código del comercio %2 (solicitud %3).</translation>
    </message>
    <message>
        <source>The payment holds what reads as card data; card data never goes through the team server. Nothing was recorded.</source>
        <translation>El pago contiene algo que parece datos de tarjeta; los datos de tarjeta nunca pasan por el servidor del equipo. No se registró nada.</translation>
    </message>
    <message>
        <source>Another desk&apos;s payment with this merchant code is on the team server.</source>
        <translation>El pago de otro puesto con este código del comercio está en el servidor del equipo.</translation>
    </message>
</context>
<context>
    <name>dd::server::ImportedSegments</name>
    <message>
        <source>Imported segment %1 (from the vault %2): %3</source>
        <translation>Segmento importado %1 (de la caché %2): %3</translation>
    </message>
</context>
<context>
    <name>dd::server::PgStoreSession</name>
    <message>
        <source>The team server does not keep the integration key in plaintext: it cannot be stored here.</source>
        <translation>El servidor del equipo no guarda la clave de integración en texto plano: no se puede almacenar aquí.</translation>
    </message>
    <message>
        <source>On the team server, operators are the server&apos;s logins: a Manager changes them with &quot;directdesk-cli team operator&quot;.</source>
        <translation>En el servidor del equipo, los operadores son los usuarios del servidor: un Gerente los cambia con &quot;directdesk-cli team operator&quot;.</translation>
    </message>
    <message>
        <source>The team server refused this for your login (%1): ask a Manager for a role that may do it.</source>
        <translation>El servidor del equipo rechazó esto para su usuario (%1): pida a un Gerente un rol que pueda hacerlo.</translation>
    </message>
    <message>
        <source>The team server failed: %1</source>
        <translation>El servidor del equipo falló: %1</translation>
    </message>
    <message>
        <source>The login %1 is not an operator of the team: a Manager adds it with &quot;directdesk-cli team operator add&quot;.</source>
        <translation>El usuario %1 no es un operador del equipo: un Gerente lo agrega con &quot;directdesk-cli team operator add&quot;.</translation>
    </message>
</context>
<context>
    <name>dd::server::TeamActionDesk</name>
    <message>
        <source>Nobody is signed in.</source>
        <translation>No hay nadie con sesión iniciada.</translation>
    </message>
</context>
<context>
    <name>dd::server::TeamOperators</name>
    <message>
        <source>&quot;%1&quot; cannot be an operator&apos;s login: use 1 to 63 lowercase letters, digits and _, starting with a letter, and not beginning with pg_ or directdesk_.</source>
        <translation>“%1” no puede ser el usuario de un operador: use de 1 a 63 letras minúsculas, dígitos y _, empezando por una letra y sin comenzar por pg_ ni directdesk_.</translation>
    </message>
    <message>
        <source>Give a name of at most 100 printable characters.</source>
        <translation>Indique un nombre de como máximo 100 caracteres imprimibles.</translation>
    </message>
    <message>
        <source>Cannot compute the password&apos;s SCRAM-SHA-256 verifier.</source>
        <translation>No se puede calcular el verificador SCRAM-SHA-256 de la contraseña.</translation>
    </message>
</context>
<context>
    <name>dd::server::TeamSchema</name>
    <message>
        <source>The team server has no DirectDesk tables yet: the administrator runs &quot;directdesk-cli team init&quot; first.</source>
        <translation>El servidor del equipo aún no tiene tablas de DirectDesk: el administrador ejecuta primero &quot;directdesk-cli team init&quot;.</translation>
    </message>
    <message>
        <source>The team server&apos;s tables are at version %1 and this DirectDesk needs %2: the administrator runs &quot;directdesk-cli team migrate&quot;.</source>
        <translation>Las tablas del servidor del equipo están en la versión %1 y este DirectDesk necesita la %2: el administrador ejecuta &quot;directdesk-cli team migrate&quot;.</translation>
    </message>
    <message>
        <source>The team server&apos;s tables are at version %1, newer than this DirectDesk understands (%2): install the DirectDesk version the team uses.</source>
        <translation>Las tablas del servidor del equipo están en la versión %1, más nueva de la que entiende este DirectDesk (%2): instale la versión de DirectDesk que usa el equipo.</translation>
    </message>
    <message>
        <source>The database has a schema named &quot;directdesk&quot; that DirectDesk did not create: choose another database.</source>
        <translation>La base de datos tiene un esquema llamado &quot;directdesk&quot; que DirectDesk no creó: elija otra base de datos.</translation>
    </message>
</context>
<context>
    <name>dd::server::TeamServerFields</name>
    <message>
        <source>Enter the team server&apos;s host name or address.</source>
        <translation>Indique el nombre o la dirección del servidor del equipo.</translation>
    </message>
    <message>
        <source>The host is one name or address, without spaces or commas.</source>
        <translation>El servidor es un solo nombre o dirección, sin espacios ni comas.</translation>
    </message>
    <message>
        <source>Enter the server&apos;s port (%1 unless the administrator gave another).</source>
        <translation>Indique el puerto del servidor (%1 salvo que el administrador le haya dado otro).</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535.</source>
        <translation>El puerto es un número del 1 al 65535.</translation>
    </message>
    <message>
        <source>The CA file %1 cannot be read: choose the file the administrator gave you.</source>
        <translation>No se puede leer el archivo de la CA %1: elija el archivo que le dio el administrador.</translation>
    </message>
    <message>
        <source>Enter the name of the team&apos;s database.</source>
        <translation>Indique el nombre de la base de datos del equipo.</translation>
    </message>
    <message>
        <source>Enter your login on the team server.</source>
        <translation>Indique su usuario en el servidor del equipo.</translation>
    </message>
</context>
<context>
    <name>dd::server::TeamWorker</name>
    <message>
        <source>Cannot listen on %1:%2: %3</source>
        <translation>No se puede escuchar en %1:%2: %3</translation>
    </message>
</context>
<context>
    <name>dd::server::VaultImport</name>
    <message>
        <source>intent %1 could not be read</source>
        <translation>no se pudo leer la operación registrada %1</translation>
    </message>
    <message>
        <source>audit row %1 could not be read</source>
        <translation>no se pudo leer la fila de auditoría %1</translation>
    </message>
    <message>
        <source>the audit trail could not be read</source>
        <translation>no se pudo leer el registro de auditoría</translation>
    </message>
    <message>
        <source>The import failed while %1, and nothing was written: %2</source>
        <translation>La importación falló al %1 y no se escribió nada: %2</translation>
    </message>
    <message>
        <source>The vault&apos;s audit trail does not verify, so nothing was imported: %1</source>
        <translation>El registro de auditoría de la caché no supera la verificación, así que no se importó nada: %1</translation>
    </message>
    <message>
        <source>The vault has no store id: open it once with this DirectDesk version.</source>
        <translation>La caché no tiene identificador de almacenamiento: ábrala una vez con esta versión de DirectDesk.</translation>
    </message>
    <message>
        <source>copying the payments</source>
        <translation>copiar los pagos</translation>
    </message>
    <message>
        <source>copying the refunds</source>
        <translation>copiar los reembolsos</translation>
    </message>
    <message>
        <source>copying the refund approvals</source>
        <translation>copiar las aprobaciones de reembolsos</translation>
    </message>
    <message>
        <source>copying the intents</source>
        <translation>copiar las operaciones registradas</translation>
    </message>
    <message>
        <source>copying the import queue</source>
        <translation>copiar la cola de importación</translation>
    </message>
    <message>
        <source>copying the audit trail</source>
        <translation>copiar el registro de auditoría</translation>
    </message>
    <message>
        <source>starting the import</source>
        <translation>iniciar la importación</translation>
    </message>
    <message>
        <source>comparing the payments with the team&apos;s</source>
        <translation>comparar los pagos con los del equipo</translation>
    </message>
    <message>
        <source>comparing the refunds with the team&apos;s</source>
        <translation>comparar los reembolsos con los del equipo</translation>
    </message>
    <message>
        <source>writing into the team store</source>
        <translation>escribir en la base de datos del equipo</translation>
    </message>
    <message>
        <source>committing</source>
        <translation>confirmar la transacción</translation>
    </message>
</context>
<context>
    <name>dd::server::WorkerGateway</name>
    <message>
        <source>Cannot read the gateway configuration %1: %2</source>
        <translation>No se puede leer la configuración de la pasarela %1: %2</translation>
    </message>
    <message>
        <source>The gateway configuration %1 is not a JSON object such as {&quot;base_url&quot;: &quot;https://…&quot;, &quot;integration_key&quot;: &quot;…&quot;}.</source>
        <translation>La configuración de la pasarela %1 no es un objeto JSON como {&quot;base_url&quot;: &quot;https://…&quot;, &quot;integration_key&quot;: &quot;…&quot;}.</translation>
    </message>
    <message>
        <source>The gateway configuration %1 has no &quot;integration_key&quot;.</source>
        <translation>La configuración de la pasarela %1 no tiene &quot;integration_key&quot;.</translation>
    </message>
    <message>
        <source>No gateway address: give &quot;base_url&quot; in the gateway configuration or set %1, or store the address in the team server&apos;s settings.</source>
        <translation>No hay dirección de la pasarela: indique &quot;base_url&quot; en la configuración de la pasarela o defina %1, o guarde la dirección en la configuración del servidor del equipo.</translation>
    </message>
    <message>
        <source>No integration key on this computer: give --gateway-config FILE or set %1 (the team server never holds the key).</source>
        <translation>No hay clave de integración local: indique --gateway-config FILE o defina %1 (el servidor del equipo nunca tiene la clave).</translation>
    </message>
    <message>
        <source>The team server&apos;s setting %1 &quot;%2&quot; is not %3 to %4 milliseconds.</source>
        <translation>La configuración %1 del servidor del equipo &quot;%2&quot; no está entre %3 y %4 milisegundos.</translation>
    </message>
    <message>
        <source>Could not read the team server&apos;s setting %1: %2</source>
        <translation>No se pudo leer la configuración %1 del servidor del equipo: %2</translation>
    </message>
</context>
<context>
    <name>directdesk-cli</name>
    <message>
        <source>Usage: directdesk-cli &lt;command&gt; [options]</source>
        <translation>Uso: directdesk-cli &lt;comando&gt; [opciones]</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Comandos:</translation>
    </message>
    <message>
        <source>Run `directdesk-cli &lt;command&gt; --help` for the options of one command.</source>
        <translation>Ejecute `directdesk-cli &lt;comando&gt; --help` para ver las opciones de un comando.</translation>
    </message>
    <message>
        <source>Unknown command: %1</source>
        <translation>Comando desconocido: %1</translation>
    </message>
    <message>
        <source>Send one Direct API request (direct, query, capture, cancel, refund, refund-cancel, ewallets)</source>
        <translation>Enviar una solicitud de la Direct API (direct, query, capture, cancel, refund, refund-cancel, ewallets)</translation>
    </message>
    <message>
        <source>Language: --lang LANG (en, pt_BR, es) before or after the command; by default LC_ALL, LC_MESSAGES or LANG.</source>
        <translation>Idioma: --lang LANG (en, pt_BR, es) antes o después del comando; por omisión LC_ALL, LC_MESSAGES o LANG.</translation>
    </message>
    <message>
        <source>--lang needs a language: en, pt_BR or es.</source>
        <translation>--lang necesita un idioma: en, pt_BR o es.</translation>
    </message>
    <message>
        <source>Export payments or refunds from the cache to CSV, XLSX or PDF</source>
        <translation>Exportar pagos o reembolsos de la caché a CSV, XLSX o PDF</translation>
    </message>
    <message>
        <source>Create, check or change the passphrase of the encrypted cache</source>
        <translation>Crear, verificar o cambiar la contraseña de la caché cifrada</translation>
    </message>
    <message>
        <source>Warning: the key file&apos;s failed-unlock counter was reset by hand since the last unlock (recorded in the audit trail).</source>
        <translation>Advertencia: el contador de desbloqueos fallidos del archivo de claves se restableció a mano desde el último desbloqueo (anotado en el registro de auditoría).</translation>
    </message>
    <message>
        <source>Set or show the gateway connection: in the encrypted cache (--vault) or on the team server (--server)</source>
        <translation>Establece o muestra la conexión con la pasarela: en la caché cifrada (--vault) o en el servidor del equipo (--server)</translation>
    </message>
</context>
<context>
    <name>directdesk_cli_export</name>
    <message>
        <source>Unknown status: %1 (use OP, PE, CO or CA)</source>
        <translation>Estado desconocido: %1 (use OP, PE, CO o CA)</translation>
    </message>
    <message>
        <source>Unknown format: %1 (use csv, xlsx or pdf)</source>
        <translation>Formato desconocido: %1 (use csv, xlsx o pdf)</translation>
    </message>
    <message>
        <source>Unknown --what: %1 (use payments, refunds or both)</source>
        <translation>--what desconocido: %1 (use payments, refunds o both)</translation>
    </message>
    <message>
        <source>A currency is three letters: %1</source>
        <translation>Una moneda tiene tres letras: %1</translation>
    </message>
    <message>
        <source>Unknown --date-field: %1 (use open or confirm)</source>
        <translation>--date-field desconocido: %1 (use open o confirm)</translation>
    </message>
    <message>
        <source>The separator is , or ;</source>
        <translation>El separador es , o ;</translation>
    </message>
    <message>
        <source>The decimal mark is . or ,</source>
        <translation>El separador decimal es . o ,</translation>
    </message>
    <message>
        <source>Unknown option: %1</source>
        <translation>Opción desconocida: %1</translation>
    </message>
    <message>
        <source>Unknown time zone: %1</source>
        <translation>Zona horaria desconocida: %1</translation>
    </message>
    <message>
        <source>Not a date: %1 (use YYYY-MM-DD)</source>
        <translation>No es una fecha: %1 (use AAAA-MM-DD)</translation>
    </message>
    <message>
        <source>--to is before --from.</source>
        <translation>--to es anterior a --from.</translation>
    </message>
    <message>
        <source>--columns names no column.</source>
        <translation>--columns no indica ninguna columna.</translation>
    </message>
    <message>
        <source>Unknown column: %1</source>
        <translation>Columna desconocida: %1</translation>
    </message>
    <message>
        <source>The report was not written: %1</source>
        <translation>El informe no se escribió: %1</translation>
    </message>
    <message>
        <source>--vault and --out are required.</source>
        <translation>--vault y --out son obligatorios.</translation>
    </message>
    <message>
        <source>--format is required.</source>
        <translation>--format es obligatorio.</translation>
    </message>
    <message>
        <source>--pdf-payments needs --format pdf and --what payments.</source>
        <translation>--pdf-payments requiere --format pdf y --what payments.</translation>
    </message>
    <message>
        <source>Usage: directdesk-cli export --vault PATH | --server CONNINFO --format csv|xlsx|pdf --out FILE [options]
  --server CONNINFO              the team server instead of a vault (a libpq connection string
                                 or postgresql:// URI); the operator is the server&apos;s login
  --what payments|refunds|both   what to export (default payments)
  --from DATE, --to DATE         open date range, YYYY-MM-DD (both days included) or ISO date-time
  --date-field open|confirm      which date --from/--to apply to (default open)
  --status CODES                 OP,PE,CO,CA (comma separated)
  --method CODES                 payment_type_code values, e.g. visa,boleto
  --country CODES                two-letter countries, e.g. br,mx
  --currency CODE                ISO 4217 currency, e.g. BRL
  --columns NAMES                e.g. hash,status,amount_ext,currency_ext
  --tz ZONE                      time zone of date columns (IANA id, default UTC)
  --separator , | ;              CSV field separator (default ,)
  --decimal-mark . | ,           CSV decimal mark (default .)
  --bom                          start the CSV with a UTF-8 byte order mark
  --pdf-payments                 with --format pdf --what payments: a table of the payments
                                 (the first 5000) after the summary
  --operator NAME                kept for old scripts: the receipt names the operator
                                 signed in with the passphrase
  --slot NAME                    key slot to unlock (default: every slot)
The passphrase comes from DIRECTDESK_PASSPHRASE, otherwise it is asked without echo.
Exit status: 0 written, 2 bad command line, 9 cache not opened, 10 file not written.</source>
        <translation>Uso: directdesk-cli export --vault PATH | --server CONNINFO --format csv|xlsx|pdf --out FILE [options]
  --server CONNINFO              el servidor del equipo en lugar de la caché cifrada (una cadena de
                                 conexión de libpq o una URI postgresql://); el operador es el usuario del servidor
  --what payments|refunds|both   qué exportar (predeterminado: payments)
  --from DATE, --to DATE         rango de la fecha de apertura, YYYY-MM-DD (ambos días incluidos) o fecha y hora ISO
  --date-field open|confirm      a qué fecha se aplican --from/--to (predeterminado: open)
  --status CODES                 OP,PE,CO,CA (separados por comas)
  --method CODES                 valores de payment_type_code, p. ej. visa,boleto
  --country CODES                países de dos letras, p. ej. br,mx
  --currency CODE                moneda ISO 4217, p. ej. BRL
  --columns NAMES                p. ej. hash,status,amount_ext,currency_ext
  --tz ZONE                      zona horaria de las columnas de fecha (id de IANA, predeterminado: UTC)
  --separator , | ;              separador de campos del CSV (predeterminado: ,)
  --decimal-mark . | ,           separador decimal del CSV (predeterminado: .)
  --bom                          inicia el CSV con una marca de orden de bytes UTF-8
  --pdf-payments                 con --format pdf --what payments: una tabla de los pagos
                                 (los primeros 5000) después del resumen
  --operator NAME                se conserva para scripts antiguos: el comprobante indica el operador
                                 que inició sesión con la contraseña
  --slot NAME                    ranura de clave que se desbloquea (predeterminado: todas)
La contraseña viene de DIRECTDESK_PASSPHRASE; si no, se pide sin eco.
Código de salida: 0 escrito, 2 línea de comandos incorrecta, 9 caché no abierta, 10 archivo no escrito.</translation>
    </message>
    <message>
        <source>--out is required.</source>
        <translation>--out es obligatorio.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n row(s) (%2), sha256 %3</source>
        <translation>
            <numerusform>%1: %n fila (%2), sha256 %3</numerusform>
            <numerusform>%1: %n filas (%2), sha256 %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Back-office for merchants of the Direct API.</source>
        <translation>Back-office para comercios de la Direct API.</translation>
    </message>
    <message>
        <source>Open a throw-away cache filled with demo payments.</source>
        <translation>Abrir una caché desechable con pagos de demostración.</translation>
    </message>
    <message>
        <source>Use the encrypted cache at &lt;path&gt;.</source>
        <translation>Usar la caché cifrada en &lt;path&gt;.</translation>
    </message>
    <message>
        <source>Show the interface in &lt;lang&gt; (en, pt_BR, es).</source>
        <translation>Mostrar la interfaz en &lt;lang&gt; (en, pt_BR, es).</translation>
    </message>
</context>
</TS>
